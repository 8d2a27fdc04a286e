// Throughput of a cached realtor page against the app's own prerendered landing page, in the
// same run (autocannon, 10 connections). The pages take turns in 2 s rounds, 5 each after a 3 s
// warm-up (bench/lib/rounds.mjs): this machine's speed drifts, and one after the other they would
// compare two moments of it.
// Usage: node bench/realtor-page.mjs
import { pageRounds } from './lib/rounds.mjs';
import { startApp } from './lib/server.mjs';

const PAGES = ['/', '/grace-kim', '/en/daniel-park'];

const app = await startApp();

try {
  const results = await pageRounds(app.url, PAGES);
  const [landing, realtor, realtorEn] = results.map((r) => r.rps);
  console.log(`cached realtor page / prerendered landing page: ${(realtor / landing).toFixed(2)} (ko), ${(realtorEn / landing).toFixed(2)} (en)`);
} finally {
  await app.stop();
}
