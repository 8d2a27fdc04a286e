// Throughput of a cached realtor page against the app's own prerendered landing page, in the
// same run (autocannon, 10 connections). The pages take turns in 2 s rounds, 5 each after a 3 s
// warm-up (bench/lib/rounds.mjs): this machine's speed drifts, and one after the other they would
// compare two moments of it.
// Usage: node bench/realtor-page.mjs
import autocannon from 'autocannon';
import { interleaved } from './lib/rounds.mjs';
import { startApp } from './lib/server.mjs';

const PAGES = ['/', '/grace-kim', '/en/daniel-park'];
/** autocannon's latency fields and the percentiles they are. */
const POINTS = [['min', 0], ['p1', 1], ['p10', 10], ['p25', 25], ['p50', 50], ['p75', 75], ['p90', 90], ['p97_5', 97.5], ['p99', 99], ['p99_9', 99.9], ['max', 100]];

const app = await startApp();

async function run(path, seconds) {
  const result = await autocannon({ url: `${app.url}${path}`, connections: 10, duration: seconds, headers: { 'accept-language': 'ko' } });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    percentiles: POINTS.map(([field, percent]) => [percent, result.latency[field]]),
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

try {
  const results = await interleaved(PAGES, { rounds: 5, roundSeconds: 2, warmUpSeconds: 3, run });
  for (const [i, path] of PAGES.entries()) {
    const { rps, p50, p99, ok, other, errors } = results[i];
    console.log(`${path.padEnd(16)} ${rps} req/s, p50 ${p50} ms, p99 ${p99} ms, ${ok} × 2xx, ${other} other, ${errors} errors`);
  }
  const [landing, realtor, realtorEn] = results.map((r) => r.rps);
  console.log(`cached realtor page / prerendered landing page: ${(realtor / landing).toFixed(2)} (ko), ${(realtorEn / landing).toFixed(2)} (en)`);
} finally {
  await app.stop();
}
