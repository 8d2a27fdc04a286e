// Fault tests against `npm run cluster` (issue #8), bounded in time, all traffic on loopback:
//   0. Slack and SMTP down: the stand-ins for Slack's webhook and the mail server stop for a minute
//      (FAULT_OUTAGE_SECONDS) while leads and contact messages arrive, then come back at the same
//      addresses; every acknowledged lead and message is then delivered exactly once, by the two
//      instances' outbox workers together;
//   1. instance loss: one instance is killed during a load of page GETs and contact POSTs; after
//      the requests that were in flight at the kill, no request fails, and every acknowledged
//      contact is in the database;
//   2. Redis down: the cluster's Redis (its own redis-server, started here) is stopped during the
//      load; the site keeps answering, and the fallback to per-instance memory is logged;
//   3. PostgreSQL restart: the machine's PostgreSQL is restarted during the load (pg_ctlcluster);
//      the app recovers without a restart of its own, and every acknowledged contact is there.
// Usage: npx tsx bench/cluster-faults.mjs   (needs nginx and redis-server; exits 1 when a check fails)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { startRecordingServer } from '../test/support/http-server.ts';
import { startSmtpServer } from '../test/support/smtp.ts';
import { startCluster } from './lib/cluster.mjs';
import { freePort } from './lib/server.mjs';

const CONCURRENCY = 8;
const OUTAGE_SECONDS = Number(process.env.FAULT_OUTAGE_SECONDS ?? 60);
const redisPort = await freePort();
const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
// The stand-ins for Slack and the mail server; each outage closes one and a new one takes its port.
const slack = [await startRecordingServer()];
const smtp = [await startSmtpServer()];
const cluster = await startCluster('cluster-faults', {
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  SLACK_WEBHOOK_URL: `${slack[0].url}/webhook`,
  SMTP_URL: smtp[0].url,
});
const { url, processes } = cluster;
const { id: realtorId } = await (await fetch(`${url}/v1/realtor/grace-kim`)).json();

/** Page GETs and contact POSTs from CONCURRENCY loops for `seconds`; every request's times and outcome. */
async function load(seconds, label) {
  const results = [];
  const until = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (Date.now() < until) {
        const post = (n++ + worker) % 2 === 0;
        const started = Date.now();
        let status = 0;
        try {
          const response = post
            ? await fetch(`${url}/v1/realtor-contacts`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ realtorId, name: `${label} ${n}`, lastName: label, firstName: String(n), email: 'fault@example.com', phone: '213-555-0100', phoneCountryCode: 'US', message: `fault test ${label}`, isTerm: 'Y', locale: 'en', website: '' }),
              })
            : await fetch(`${url}/en/grace-kim`, { headers: { 'accept-language': 'en', authorization: 'Bearer no-cache' } });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          status = 0;
        }
        results.push({ post, started, ended: Date.now(), status });
      }
    }),
  );
  return results;
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const checks = [];
const check = (name, pass, detail) => checks.push({ name, pass, detail });
const ok = (r) => r.status >= 200 && r.status < 300;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const postJson = (path, body) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

try {
  // 0. Slack and SMTP down. Leads and messages arrive at a steady pace (4 loops, one request per
  // 200 ms each) for the outage and 5 s after it; each carries a unique mark to count its deliveries.
  {
    const slackPort = Number(new URL(slack[0].url).port);
    const smtpPort = Number(new URL(smtp[0].url).port);
    await Promise.all([slack[0].close(), smtp[0].close()]);
    const downAt = Date.now();
    const backAt = downAt + OUTAGE_SECONDS * 1000;
    setTimeout(async () => {
      slack.push(await startRecordingServer({ port: slackPort }));
      smtp.push(await startSmtpServer({ port: smtpPort }));
      console.log(`Slack and SMTP back after ${Math.round((Date.now() - downAt) / 1000)} s`);
    }, backAt - downAt);
    const acknowledged = { leads: [], messages: [] };
    let failedRequests = 0;
    let n = 0;
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        while (Date.now() < backAt + 5000) {
          const mark = `outage-${worker}-${n++}`;
          const lead = worker % 2 === 0;
          const response = lead
            ? await postJson('/api/send-to-slack', { name: 'Outage Lead', area: mark, phone: '213-555-0100', phoneCountryCode: 'US', hasSite: 'no', consentPrivacy: true, consentContact: true, locale: 'en' })
            : await postJson('/v1/realtor-contacts', { realtorId, lastName: 'outage', firstName: 'Visitor', email: 'outage@example.com', phone: '213-555-0100', phoneCountryCode: 'US', message: mark, isTerm: 'Y', locale: 'en' });
          if (response.status === 201) (lead ? acknowledged.leads : acknowledged.messages).push(mark);
          else failedRequests++;
          await sleep(200);
        }
      }),
    );
    // Retries back off to one minute: everything is delivered within about a minute of the return.
    const deadline = Date.now() + 150_000;
    let pending;
    while ((pending = (await cluster.query(`select count(*)::int as n from outbox where status <> 'delivered'`))[0].n) > 0 && Date.now() < deadline) await sleep(1000);
    const count = (texts, marks) => {
      const seen = new Map(marks.map((m) => [m, 0]));
      // A delivery names its mark once or more (Slack's message has a text and a block): count it once.
      for (const text of texts) for (const m of new Set(text.match(/outage-\d+-\d+/g))) if (seen.has(m)) seen.set(m, seen.get(m) + 1);
      return [...seen.values()];
    };
    const slackTexts = slack.flatMap((s) => s.received.map((r) => r.body));
    const mails = smtp.flatMap((s) => s.mails);
    const leadCounts = count(slackTexts, acknowledged.leads);
    const mailCounts = count(mails, acknowledged.messages);
    const delivered = (counts) => `${counts.filter((c) => c === 1).length} once, ${counts.filter((c) => c === 0).length} never, ${counts.filter((c) => c > 1).length} more than once`;
    console.log(`Slack and SMTP down for ${OUTAGE_SECONDS} s: ${acknowledged.leads.length} leads and ${acknowledged.messages.length} messages acknowledged (${failedRequests} requests failed); ${pending} outbox rows undelivered ${Math.round((Date.now() - backAt) / 1000)} s after the return; leads ${delivered(leadCounts)}; messages ${delivered(mailCounts)}`);
    const [{ n: failedAttempts }] = await cluster.query(`select count(*)::int as n from outbox_attempts where not ok`);
    console.log(`  ${failedAttempts} delivery attempts failed during the outage and were retried`);
    check('Slack and SMTP down: every request is acknowledged', failedRequests === 0, `${failedRequests} failed`);
    check('Slack and SMTP down: the outbox is empty after the return', pending === 0, `${pending} undelivered`);
    check('Slack and SMTP down: every lead reaches Slack exactly once', leadCounts.length > 0 && leadCounts.every((c) => c === 1), delivered(leadCounts));
    check('Slack and SMTP down: every message is mailed exactly once', mailCounts.length > 0 && mailCounts.every((c) => c === 1), delivered(mailCounts));
  }

  // 1. Instance loss. The instance is gone when its port refuses connections: until then the kernel
  // still accepts them for the dying process, so requests sent before that are in flight to it.
  let killAt = Infinity;
  setTimeout(async () => {
    const victim = processes.instances[0];
    process.kill(victim.pid, 'SIGKILL');
    const signalled = Date.now();
    while (await accepts(victim.port)) await new Promise((r) => setTimeout(r, 2));
    killAt = Date.now();
    console.log(`instance :${victim.port} killed; its port refused connections ${killAt - signalled} ms after the signal`);
  }, 4000);
  const loss = await load(10, 'loss');
  const inFlight = loss.filter((r) => r.started <= killAt && r.ended >= killAt);
  const failedAfter = loss.filter((r) => r.started > killAt && !ok(r));
  const acknowledged = loss.filter((r) => r.post && r.status === 201).length;
  const stored = await cluster.storedContacts('loss');
  console.log(`instance loss: ${loss.length} requests, ${inFlight.length} in flight at the kill (${inFlight.filter((r) => !ok(r)).length} failed), ${failedAfter.length} failed after it; ${acknowledged} contacts acknowledged, ${stored} stored`);
  for (const r of failedAfter) console.log(`  failed after the kill: ${r.post ? 'POST' : 'GET'} ${r.status} started +${r.started - killAt} ms, took ${r.ended - r.started} ms`);
  check('instance loss: no request started after the kill fails', failedAfter.length === 0, `${failedAfter.length} of ${loss.filter((r) => r.started > killAt).length}`);
  check('instance loss: every acknowledged contact is stored', stored >= acknowledged, `${stored} stored, ${acknowledged} acknowledged`);

  // 2. Redis down (on the surviving instance).
  const stopAt = Date.now() + 3000;
  setTimeout(() => redis.kill('SIGKILL'), stopAt - Date.now());
  const down = await load(8, 'redis');
  const afterStop = down.filter((r) => r.started > stopAt + 500);
  const failed = afterStop.filter((r) => !ok(r));
  const fallbackLogged = /Redis unavailable/.test(cluster.log());
  console.log(`Redis down: ${down.length} requests, ${afterStop.length} after the stop, ${failed.length} failed; fallback logged: ${fallbackLogged}`);
  check('Redis down: the site keeps answering', afterStop.length > 0 && failed.length === 0, `${failed.length} of ${afterStop.length} failed`);
  check('Redis down: the fallback is logged', fallbackLogged, '');
  const redisAcknowledged = down.filter((r) => r.post && r.status === 201).length;
  check('Redis down: every acknowledged contact is stored', (await cluster.storedContacts('redis')) >= redisAcknowledged, `${redisAcknowledged} acknowledged`);

  // 3. PostgreSQL restart.
  const version = fs.readdirSync('/etc/postgresql')[0];
  let restartedAt = 0;
  setTimeout(() => {
    const result = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'inherit' });
    restartedAt = Date.now();
    if (result.status !== 0) console.error('pg_ctlcluster restart failed');
  }, 3000);
  const restart = await load(12, 'pgrestart');
  const afterRestart = restart.filter((r) => restartedAt && r.started > restartedAt + 1000);
  const failedAfterRestart = afterRestart.filter((r) => !ok(r));
  const pgAcknowledged = restart.filter((r) => r.post && r.status === 201).length;
  const pgStored = await cluster.storedContacts('pgrestart');
  console.log(`PostgreSQL restart: ${restart.length} requests, ${restart.filter((r) => !ok(r)).length} failed in all, ${failedAfterRestart.length} of ${afterRestart.length} failed from 1 s after it was back; ${pgAcknowledged} contacts acknowledged, ${pgStored} stored`);
  check('PostgreSQL restart: the app recovers by itself', restartedAt > 0 && afterRestart.length > 0 && failedAfterRestart.length === 0, `${failedAfterRestart.length} of ${afterRestart.length} failed after`);
  check('PostgreSQL restart: every acknowledged contact is stored', pgStored >= pgAcknowledged, `${pgStored} stored, ${pgAcknowledged} acknowledged`);
} finally {
  redis.kill('SIGKILL');
  await cluster.stop();
  await Promise.all([...slack, ...smtp].map((server) => server.close().catch(() => {})));
}

console.log('| check | measured | pass |\n|---|---|---|');
for (const { name, pass, detail } of checks) console.log(`| ${name} | ${detail} | ${pass ? 'yes' : 'NO'} |`);
process.exit(checks.every((c) => c.pass) ? 0 : 1);
