// Throughput of a cached realtor page against the app's own prerendered landing page, in the
// same run (autocannon, 10 connections, 10 s each, after a warm-up).
// Usage: node bench/realtor-page.mjs
import autocannon from 'autocannon';
import { startApp } from './lib/server.mjs';

const app = await startApp();

async function measure(path) {
  await autocannon({ url: `${app.url}${path}`, connections: 10, duration: 3, headers: { 'accept-language': 'ko' } });
  const result = await autocannon({ url: `${app.url}${path}`, connections: 10, duration: 10, headers: { 'accept-language': 'ko' } });
  const ok = result['2xx'];
  console.log(
    `${path.padEnd(14)} ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${ok} × 2xx, ${result.non2xx} other`,
  );
  return result.requests.average;
}

try {
  const landing = await measure('/');
  const realtor = await measure('/grace-kim');
  const realtorEn = await measure('/en/daniel-park');
  console.log(`cached realtor page / prerendered landing page: ${(realtor / landing).toFixed(2)} (ko), ${(realtorEn / landing).toFixed(2)} (en)`);
} finally {
  await app.stop();
}
