// Throughput and latency of the public JSON API — `GET /v1/realtor/{desiredUrl}` and
// `POST /v1/realtor-contacts` — on the embedded PGlite database and on PostgreSQL, in one run
// (autocannon, 10 connections, a 3 s warm-up then 10 s measured per endpoint). Target: p99 < 50 ms.
// For scale, each driver's run starts with `GET /healthz`, a route handler that does nothing: what
// Next.js itself costs per request on this machine.
//
// - PGlite: a fresh data folder with the demo data (the default).
// - PostgreSQL: a fresh database `bench_<random>` on BENCH_POSTGRES_URL (default
//   postgres://postgres@127.0.0.1:5432/postgres), started with SEED_DEMO_DATA=1 and dropped
//   afterwards, also when the run fails.
//
// The app is started with RATE_LIMIT_FORMS_PER_MINUTE=1000000: the public forms are limited per
// client IP (5 a minute by default) and every request here comes from 127.0.0.1, so with the
// default limit all but the first 5 POSTs would be 429s. The limiter itself still runs on every
// POST. Every request must answer 2xx (every POST 201); after each driver's run the stored
// contact_messages rows are counted (PostgreSQL: directly; PGlite: by opening the data folder
// once the app has stopped and released it) and must equal the number of 201 answers, plus at
// most the requests autocannon cut off unanswered when it stopped (one per connection per run).
//
// Usage: node bench/api.mjs            (exits 1 when a check fails; p99 over 50 ms is reported)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApp } from './lib/server.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SLUG = 'grace-kim';
const CONNECTIONS = 10;
const WARMUP_S = 3;
const MEASURE_S = 10;
const P99_TARGET_MS = 50;
const APP_ENV = { RATE_LIMIT_FORMS_PER_MINUTE: '1000000' };

const CONTACT = {
  lastName: 'Lee',
  firstName: 'Jiwoo',
  email: 'jiwoo@example.com',
  phone: '714-555-0123',
  phoneCountryCode: 'US',
  message: 'Hello — I would like to see homes in Irvine next month.',
  isTerm: 'Y',
};

const rows = [];
const problems = [];

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, headers: { 'accept-language': 'ko' }, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Warm-up, then the measured run; prints and returns the figures (the table row). */
async function measure(driver, label, opts) {
  const warm = await run({ ...opts, duration: WARMUP_S });
  const result = await run({ ...opts, duration: MEASURE_S });
  const row = {
    driver,
    endpoint: label,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    other: result.non2xx,
    errors: result.errors, // connection errors, timeouts included
    warmOk: warm['2xx'],
    warmOther: warm.non2xx + warm.errors,
    // Requests still in flight when autocannon stopped (it closes the sockets without waiting):
    // the server may still have handled them, but their answers are not counted.
    unanswered: warm.requests.sent - warm['2xx'] - warm.non2xx + (result.requests.sent - result['2xx'] - result.non2xx),
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  };
  console.log(
    `${driver.padEnd(10)} ${label.padEnd(26)} ${row.reqPerSec} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
      `${row.ok} × 2xx, ${row.other} other, ${row.errors} errors/timeouts (warm-up: ${row.warmOk} × 2xx, ${row.warmOther} other)`,
  );
  if (row.other || row.errors || row.warmOther) problems.push(`${driver} ${label}: non-2xx or errors ${JSON.stringify(row.statuses)}`);
  rows.push(row);
  return row;
}

async function realtorId(url) {
  const res = await fetch(`${url}/v1/realtor/${SLUG}`);
  if (!res.ok) throw new Error(`GET /v1/realtor/${SLUG} answered ${res.status}`);
  const body = await res.json();
  if (!Number.isInteger(body.id)) throw new Error(`GET /v1/realtor/${SLUG} has no numeric id: ${JSON.stringify(body).slice(0, 200)}`);
  return body.id;
}

/** Checks one POST by hand (201 + id) so that a wrong body fails loudly before the load. */
async function probePost(url, body) {
  const res = await fetch(`${url}/v1/realtor-contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /v1/realtor-contacts answered ${res.status}: ${text.slice(0, 300)}`);
}

/** The two endpoints against a running app; returns how many POSTs were answered 2xx, and cut off. */
async function benchApp(driver, url) {
  const id = await realtorId(url);
  const body = JSON.stringify({ realtorId: id, ...CONTACT });
  await probePost(url, body);
  // A route that does nothing (Response.json): the framework's own cost, for scale.
  await measure(driver, 'GET /healthz (floor)', { url: `${url}/healthz` });
  await measure(driver, `GET /v1/realtor/${SLUG}`, { url: `${url}/v1/realtor/${SLUG}` });
  const post = await measure(driver, 'POST /v1/realtor-contacts', {
    url: `${url}/v1/realtor-contacts`,
    method: 'POST',
    headers: { 'accept-language': 'ko', 'content-type': 'application/json' },
    body,
  });
  return { id, posted: { ok: 1 + post.warmOk + post.ok, unanswered: post.unanswered } };
}

/**
 * Every 2xx must have its row (the message is stored before the 201). autocannon ends a run by
 * closing its sockets, so up to one request per connection per run is sent but never answered;
 * the server may still store those, so the rows may exceed the 2xx count by at most that many.
 */
function checkCount(driver, stored, { ok, unanswered }) {
  const line =
    `${driver}: ${stored} contact_messages rows stored; ${ok} POSTs answered 2xx (probe + warm-up + measured), ` +
    `${unanswered} sent but cut off unanswered when autocannon stopped`;
  console.log(line);
  if (stored < ok || stored > ok + unanswered) problems.push(`${line}: expected ${ok}…${ok + unanswered} rows`);
}

async function benchPglite() {
  // Our own data folder (startApp's own one stays empty), so that it survives the app and the
  // stored rows can be counted once the app has released its lock.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-bench-api-'));
  let posted;
  try {
    const app = await startApp({ ...APP_ENV, DATA_DIR: dataDir });
    try {
      ({ posted } = await benchApp('PGlite', app.url));
    } finally {
      await app.stop();
    }
    // The app holds `${dataDir}.lock` (proper-lockfile) while it runs; wait for its release.
    const started = Date.now();
    while (fs.existsSync(`${dataDir}.lock`) && Date.now() - started < 20_000) await new Promise((r) => setTimeout(r, 200));
    if (fs.existsSync(`${dataDir}.lock`)) throw new Error(`${dataDir} is still locked 20 s after the app was stopped`);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const { rows: [{ n }] } = await db.query('select count(*)::int as n from contact_messages');
      checkCount('PGlite', n, posted);
    } finally {
      await db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.lock`, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const name = `bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const dbUrl = new URL(POSTGRES_URL);
    dbUrl.pathname = `/${name}`;
    try {
      const app = await startApp({ ...APP_ENV, DATABASE_URL: dbUrl.href, SEED_DEMO_DATA: '1' });
      let posted;
      try {
        ({ posted } = await benchApp('PostgreSQL', app.url));
      } finally {
        await app.stop();
      }
      const client = new pg.Client({ connectionString: dbUrl.href });
      await client.connect();
      try {
        const { rows: [{ n }] } = await client.query('select count(*)::int as n from contact_messages');
        checkCount('PostgreSQL', n, posted);
      } finally {
        await client.end();
      }
    } finally {
      // `with (force)` ends the connections an app that has not quite exited may still hold.
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

// The figures are only meaningful on an otherwise idle machine: say how busy it was.
const loadBefore = os.loadavg()[0];
let failed = false;
for (const [driver, bench] of [['PGlite', benchPglite], ['PostgreSQL', benchPostgres]]) {
  try {
    await bench();
  } catch (error) {
    failed = true;
    console.error(`${driver} run failed:`, error);
  }
}

console.log(
  `\n${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${MEASURE_S} s measured; RATE_LIMIT_FORMS_PER_MINUTE=1000000; ` +
    `${os.cpus().length} CPUs, 1-min load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after (Node ${process.versions.node})`,
);
const header = ['driver', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', `p99 < ${P99_TARGET_MS} ms`];
const table = [header, ...rows.map((r) => [r.driver, r.endpoint, r.reqPerSec, r.p50, r.p99, r.ok, r.other + r.errors, r.endpoint.endsWith('(floor)') ? '—' : r.p99 < P99_TARGET_MS ? 'yes' : 'NO'].map(String))];
const widths = header.map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
const line = (cells) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
for (const cells of table.slice(1)) console.log(line(cells));
for (const problem of problems) console.log(`check failed: ${problem}`);
if (failed || problems.length) process.exit(1);
