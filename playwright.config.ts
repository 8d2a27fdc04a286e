import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/support/browser';
import { E2E_ADMIN } from './e2e/support/api';
import { startRecordingServer } from './test/support/http-server';
import { serveMailbox, startSmtpServer } from './test/support/smtp';

/** A free port and a fresh data folder, chosen once and shared with the workers through env. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-e2e-'));
// A second server on the same build with no optional integration (see e2e/support/plain-server.mjs).
process.env.E2E_PLAIN_PORT ??= String(await freePort());
process.env.E2E_PLAIN_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-e2e-plain-'));
process.env.CHROMIUM_PATH ??= await chromiumExecutable();
// The stand-in for Slack lives in the runner process (workers load this file too: not there).
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_SLACK_URL) process.env.E2E_SLACK_URL = (await startRecordingServer()).url;
// The stand-in for the mail server (invitations, contact e-mails); the tests read it at E2E_MAILBOX_URL.
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_SMTP_URL) {
  const smtp = await startSmtpServer({ unref: true });
  process.env.E2E_SMTP_URL = smtp.url;
  process.env.E2E_MAILBOX_URL = (await serveMailbox(smtp)).url;
}
// The stand-in for the error-reporting and monitoring intakes (e2e/observability.spec.ts).
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_INTAKE_URL) process.env.E2E_INTAKE_URL = (await startRecordingServer()).url;
// The stand-in for a map tile server (e2e/listing-map.spec.ts): it records every tile asked of it.
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_TILES_URL) process.env.E2E_TILES_URL = (await startRecordingServer()).url;
process.env.E2E_METRICS_TOKEN ??= 'e2e-metrics-token-0123456789';
// Route rules an operator would edit (SPEC §2): one internal and one external redirect.
const routeRulesFile = path.join(process.env.E2E_DATA_DIR, 'route-rules.json');
if (!fs.existsSync(routeRulesFile)) {
  fs.writeFileSync(
    routeRulesFile,
    JSON.stringify({ routeRules: { '/e2e-old-terms': { redirect: '/en/terms' }, '/e2e-external/**': { redirect: `${process.env.E2E_INTAKE_URL}/landing` } } }),
  );
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Several tests sign in, invite and sign up through the API before they start: 30-45 s on a busy
  // 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalTeardown: './e2e/support/teardown.ts',
  use: {
    baseURL,
    trace: 'off',
    // A Korean browser by default, so a first visit to an unprefixed path stays Korean.
    locale: 'ko-KR',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // `@mobile`: a test of both layouts, run in both projects; `@phone`: a test of the phone only.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], locale: 'ko-KR' }, grepInvert: /@phone\b/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], locale: 'ko-KR' }, grep: /@mobile|@phone\b/ },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/start.ts',
      // Ready: start-up's migrations, demo data and first admin are done (/healthz answers before).
      url: `${baseURL}/readyz`,
      // The production build is made here (its variables point at this run's stand-ins): minutes
      // on a busy 2-core machine.
      timeout: 900_000,
      reuseExistingServer: false,
      // The build's output shows in CI logs if the server fails to start.
      stdout: process.env.CI ? 'pipe' : 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        UPLOAD_DIR: path.join(process.env.E2E_DATA_DIR, 'uploads'),
        SITE_URL: baseURL,
        ROOT_HOST_LOCAL: `127.0.0.1:${process.env.E2E_PORT}`,
        ERROR_PROBE_ENABLED: '1',
        SLACK_WEBHOOK_URL: `${process.env.E2E_SLACK_URL}/hook`,
        SMTP_URL: process.env.E2E_SMTP_URL!,
        // Each test sends its own X-Forwarded-For, so rate limits count per test, not per run.
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Every optional browser integration, pointed at local stand-ins; the visitors of the other
        // specs have declined (e2e/support/fixtures.ts), so nothing loads for them.
        GTM_ID: 'GTM-E2ETEST',
        SENTRY_DSN: `${process.env.E2E_INTAKE_URL!.replace('http://', 'http://e2epublickey@')}/1`,
        DATADOG_APPLICATION_ID: 'e2e-application',
        DATADOG_CLIENT_TOKEN: 'pube2etoken',
        DATADOG_PROXY_URL: `${process.env.E2E_INTAKE_URL}/rum`,
        METRICS_TOKEN: process.env.E2E_METRICS_TOKEN,
        ROUTE_RULES_FILE: routeRulesFile,
        MAP_TILE_URL: `${process.env.E2E_TILES_URL}/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'E2E tiles',
      },
    },
    {
      command: 'node e2e/support/plain-server.mjs',
      url: `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}/readyz`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_PORT: process.env.E2E_PORT,
        PORT: process.env.E2E_PLAIN_PORT,
        DATA_DIR: process.env.E2E_PLAIN_DATA_DIR,
        UPLOAD_DIR: path.join(process.env.E2E_PLAIN_DATA_DIR, 'uploads'),
        SITE_URL: `http://127.0.0.1:${process.env.E2E_PLAIN_PORT}`,
        ROOT_HOST_LOCAL: `127.0.0.1:${process.env.E2E_PLAIN_PORT}`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
