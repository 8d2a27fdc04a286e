// Throughput of a cached listing page against the realtor's page, in the same run (issue #24:
// at least 0.8 times). autocannon, 10 connections; the pages take turns in 2 s rounds, 5 each
// after a 3 s warm-up (bench/lib/rounds.mjs), so both see the same moments of a drifting machine.
// The listing is the first of grace-kim's homes for sale (demo data), in Korean and in English.
// Usage: node bench/listing-page.mjs     (exits 1 when a page answers anything but 200)
import autocannon from 'autocannon';
import { interleaved } from './lib/rounds.mjs';
import { startApp } from './lib/server.mjs';

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
  const index = await (await fetch(`${app.url}/grace-kim/homes?type=sale`)).text();
  const key = /href="\/grace-kim\/homes\/([A-Za-z0-9_-]+)"/.exec(index)?.[1];
  if (!key) throw new Error('no listing of grace-kim found on /grace-kim/homes');
  const PAGES = ['/grace-kim', `/grace-kim/homes/${key}`, '/en/grace-kim', `/en/grace-kim/homes/${key}`];
  const results = await interleaved(PAGES, { rounds: 5, roundSeconds: 2, warmUpSeconds: 3, run });
  for (const [i, path] of PAGES.entries()) {
    const { rps, p50, p99, ok, other, errors } = results[i];
    console.log(`${path.padEnd(36)} ${rps} req/s, p50 ${p50} ms, p99 ${p99} ms, ${ok} × 2xx, ${other} other, ${errors} errors`);
  }
  const [realtor, listing, realtorEn, listingEn] = results.map((r) => r.rps);
  console.log(`cached listing page / realtor page: ${(listing / realtor).toFixed(2)} (ko), ${(listingEn / realtorEn).toFixed(2)} (en); target ≥ 0.8`);
  if (results.some((r) => r.other || r.errors)) process.exitCode = 1;
} finally {
  await app.stop();
}
