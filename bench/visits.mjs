// What counting a page view costs (issue #28): a cached realtor page's views with and without
// their beacon, in the same run, on one instance (autocannon, 10 connections). The two sides take
// turns in 2 s rounds, 10 each after a 3 s warm-up each (bench/lib/rounds.mjs):
//   A  page views without counting: GET /grace-kim only;
//   B  page views with counting: each connection sends the GET, then the beacon's
//      POST /v1/visits as the page's script would (same origin, a browser's user agent, JSON).
// For each side: page views a second; the server's CPU time per view (user and system time of
// every process and thread of `npm start`, from /proc, over the measured rounds); the GET's p50
// and p99. The figure is B's time per view over A's: "counting adds N%". The wall time per view
// (1 / views a second) is printed beside it; it also carries the load generator's own cost, which
// side B doubles on the same two cores.
//
// The beacon's rate limit is 120 a minute per address, so the app trusts one proxy hop
// (TRUST_PROXY=1) and each beacon names one of 4,096 addresses in X-Forwarded-For in turn
// (at most 8,192 beacons a second stay under the limit). No other limit is raised.
// Checks: every GET answered 200, every beacon 204, no error; then, with the app stopped, every
// acknowledged beacon is a row of page_views (rows since the start, read from the data folder).
// Usage: node bench/visits.mjs   (builds the app through `npm start` when needed; Linux only)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { interleaved } from './lib/rounds.mjs';
import { groupCpuMs, startApp } from './lib/server.mjs';

const REALTOR = 'grace-kim';
const PAGE = `/${REALTOR}`;
const ROUNDS = 10;
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADDRESSES = 4_096;

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(', ');
console.log(`load average at the start: ${load()}`);
const startedAt = new Date();
const app = await startApp({ TRUST_PROXY: '1' });
const { host } = new URL(app.url);

const pageRequest = { method: 'GET', path: PAGE, headers: { 'accept-language': 'ko', 'user-agent': USER_AGENT } };
let beacons = 0;
const beaconRequest = {
  method: 'POST',
  path: '/v1/visits',
  headers: {
    'content-type': 'application/json',
    origin: `http://${host}`,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'no-cors',
    'accept-language': 'ko',
    'user-agent': USER_AGENT,
  },
  body: JSON.stringify({ realtor: REALTOR, path: PAGE, referrer: 'https://www.google.com/' }),
  setupRequest(request) {
    const n = beacons++ % ADDRESSES;
    request.headers = { ...request.headers, 'x-forwarded-for': `10.77.${n >> 8}.${n & 255}` };
    return request;
  },
};

const sides = [
  { name: 'A without counting', requests: [pageRequest] },
  { name: 'B with counting', requests: [pageRequest, beaconRequest] },
];
for (const side of sides) Object.assign(side, { statuses: {}, errors: 0, views: 0, seconds: 0, cpuMs: 0, latencies: [], beaconLatencies: [] });

let calls = 0;
/** One round of one side; the rounds after each side's warm-up count towards the figures. */
async function run(side, seconds) {
  const measured = calls++ >= sides.length;
  const round = { views: 0, latencies: [], beaconLatencies: [] };
  const cpuBefore = groupCpuMs(app.pid);
  const instance = autocannon({ url: app.url, connections: 10, duration: seconds, requests: side.requests });
  instance.on('response', (_client, status, _bytes, ms) => {
    side.statuses[status] = (side.statuses[status] ?? 0) + 1;
    if (status === 200) {
      round.views++;
      round.latencies.push(ms);
    } else if (status === 204) round.beaconLatencies.push(ms);
  });
  const result = await instance;
  const cpuMs = groupCpuMs(app.pid) - cpuBefore;
  side.errors += result.errors + result.timeouts;
  if (measured) {
    side.views += round.views;
    side.seconds += result.duration;
    side.cpuMs += cpuMs;
    side.latencies.push(...round.latencies);
    side.beaconLatencies.push(...round.beaconLatencies);
  }
  const sorted = round.latencies.sort((a, b) => a - b);
  return {
    requests: round.views,
    seconds: result.duration,
    percentiles: [0, 50, 99, 100].map((p) => [p, sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0]),
    ok: round.views,
    other: 0,
    errors: result.errors + result.timeouts,
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

let failed = false;
let stored;
try {
  await interleaved(sides, { rounds: ROUNDS, roundSeconds: 2, warmUpSeconds: 3, run });
} finally {
  await app.stop({ keepData: true });
}
try {
  // Every beacon answered 204 should be a row: the app is stopped, its database is closed.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(app.dataDir, 'pglite'));
  const { rows } = await db.query(
    `select count(*)::int as n from page_views pv join realtors r on r.id = pv.realtor_id where r.desired_url = $1 and pv.created_at >= $2`,
    [REALTOR, startedAt.toISOString()],
  );
  stored = rows[0].n;
  await db.close();
} finally {
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

for (const side of sides) {
  const rps = side.views / side.seconds;
  const unexpected = Object.entries(side.statuses).filter(([status]) => status !== '200' && status !== '204');
  if (unexpected.length || side.errors) failed = true;
  Object.assign(side, { rps, cpuPerView: side.cpuMs / side.views, wallPerView: 1000 / rps });
  console.log(
    `${side.name.padEnd(20)} ${rps.toFixed(0)} views/s, server CPU ${side.cpuPerView.toFixed(2)} ms/view, wall ${side.wallPerView.toFixed(2)} ms/view; ` +
      `GET p50 ${percentile(side.latencies, 50).toFixed(1)} ms, p99 ${percentile(side.latencies, 99).toFixed(1)} ms; ` +
      `answers ${Object.entries(side.statuses).map(([s, n]) => `${n} × ${s}`).join(', ')}, ${side.errors} errors`,
  );
}
const [a, b] = sides;
// Each GET of side B answered is followed at once by its beacon: beacons sent = B's 200s.
const sent = b.statuses['200'] ?? 0;
const acknowledged = b.statuses['204'] ?? 0;
if (a.statuses['204']) failed = true;
if (!(stored >= acknowledged && stored <= sent)) failed = true;
console.log(
  `beacons (warm-up included): ${sent} sent, ${acknowledged} × 204 (the rest were in flight when a round ended), ${stored} page views stored; ` +
    `beacon p50 ${percentile(b.beaconLatencies, 50).toFixed(1)} ms, p99 ${percentile(b.beaconLatencies, 99).toFixed(1)} ms`,
);
const cpu = b.cpuPerView / a.cpuPerView;
const wall = b.wallPerView / a.wallPerView;
console.log(`counting adds ${((cpu - 1) * 100).toFixed(0)}% server CPU time per page view (B/A ${cpu.toFixed(2)}), ${((wall - 1) * 100).toFixed(0)}% wall time per view (B/A ${wall.toFixed(2)}); target at most 5%`);
console.log(`load average at the end: ${load()}`);
if (failed) {
  console.log('FAILED: an unexpected answer or error, or an acknowledged beacon not stored');
  process.exitCode = 1;
}
