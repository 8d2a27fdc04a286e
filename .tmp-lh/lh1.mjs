import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '/work/main/bench/lib/server.mjs';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const chrome = await chromeLauncher.launch({ chromePath: await chromiumPath(), chromeFlags: flags });
const url = process.argv[2];
let lhr;
for (let i = 0; i < 2; i++) lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { 'Accept-Language': 'ko' } })).lhr;
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
for (const ref of lhr.categories.performance.auditRefs.filter(r=>r.weight>0)) console.log(' ', ref.id, a[ref.id].score, a[ref.id].displayValue);
const lcpb = a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'];
console.log(JSON.stringify(lcpb?.details?.items?.map(i=>i.items ?? i)?.slice(0,3))?.slice(0,800));
const reqs = a['network-requests'].details.items;
let tot=0; for (const r of reqs) { tot += r.transferSize; console.log(String(Math.round(r.networkRequestTime)).padStart(6), String(Math.round(r.networkEndTime)).padStart(6), String(r.transferSize).padStart(7), r.priority?.padEnd(8), r.resourceType?.padEnd(10), r.url.replace(/^http:\/\/[^/]+/,'').slice(0,90)); }
console.log('total transfer', tot);
await chrome.kill();
