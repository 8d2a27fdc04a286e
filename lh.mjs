import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/tmp/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
for (let i=0;i<3;i++){
const r = await lighthouse('http://127.0.0.1:3400' + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('perf', Math.round(r.lhr.categories.performance.score*100), 'TBT', a['total-blocking-time'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0);
if (i==2) {
console.log(JSON.stringify(a['mainthread-work-breakdown'].details.items.map(x=>[x.groupLabel, x.duration|0])));
console.log(JSON.stringify(a['bootup-time'].details.items.map(x=>[x.url.slice(-40), x.total|0, x.scripting|0])));
console.log(JSON.stringify(a['long-tasks']?.details?.items?.map(x=>[x.url?.slice(-40), x.duration|0, x.startTime|0])));
}}
await chrome.kill();
