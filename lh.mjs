import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/tmp/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
for (let i = 0; i < 2; i++) {
const r = await lighthouse('http://127.0.0.1:3400' + process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('perf', Math.round(r.lhr.categories.performance.score*100), 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
if (i==1) { console.log(JSON.stringify(a['largest-contentful-paint-element'].details?.items?.map(x=>x.items ?? x), null, 0).slice(0,1500));
console.log(JSON.stringify(a['render-blocking-resources'].details?.items?.map(x=>[x.url, x.wastedMs]))); 
console.log(JSON.stringify(a['network-dependency-tree-insight']?.details ?? {}).slice(0,1500)); }
}
await chrome.kill();
