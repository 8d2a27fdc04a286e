// Throughput of a cached listing page against the realtor's page, in the same run (issue #24:
// at least 0.8 times). autocannon, 10 connections; the pages take turns in 2 s rounds, 5 each
// after a 3 s warm-up (bench/lib/rounds.mjs), so both see the same moments of a drifting machine.
// The listing is the first of grace-kim's homes for sale (demo data), in Korean and in English.
// Usage: node bench/listing-page.mjs     (exits 1 when a page answers anything but 200)
import { pageRounds } from './lib/rounds.mjs';
import { startApp } from './lib/server.mjs';

const app = await startApp();

try {
  const index = await (await fetch(`${app.url}/grace-kim/homes?type=sale`)).text();
  const key = /href="\/grace-kim\/homes\/([A-Za-z0-9_-]+)"/.exec(index)?.[1];
  if (!key) throw new Error('no listing of grace-kim found on /grace-kim/homes');
  const PAGES = ['/grace-kim', `/grace-kim/homes/${key}`, '/en/grace-kim', `/en/grace-kim/homes/${key}`];
  const results = await pageRounds(app.url, PAGES);
  const [realtor, listing, realtorEn, listingEn] = results.map((r) => r.rps);
  console.log(`cached listing page / realtor page: ${(listing / realtor).toFixed(2)} (ko), ${(listingEn / realtorEn).toFixed(2)} (en); target ≥ 0.8`);
  if (results.some((r) => r.other || r.errors)) process.exitCode = 1;
} finally {
  await app.stop();
}
