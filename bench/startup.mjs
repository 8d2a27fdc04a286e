// Measures how long a built app takes from `npm start` to its first 200 on `/` (prerendered: the
// server answers it while the database is still opening) and on a realtor's page (after the
// migrations and, on a fresh data folder, the demo data). The build must exist.
// Usage: node bench/startup.mjs   (after `npm run build` or one `npm start`)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/server.mjs';

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-startup-'));

async function firstOk(url, started, timeoutMs = 120_000) {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { headers: { 'accept-language': 'ko' } });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no 200 before the time-out');
}

async function run(label, env, command = ['npx', 'tsx', 'scripts/start.ts']) {
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const ms = await firstOk(`http://127.0.0.1:${port}/`, started);
    // A realtor's page needs the database: it waits for the migrations and the demo data.
    const realtorMs = await firstOk(`http://127.0.0.1:${port}/grace-kim`, started);
    console.log(`${label}: first 200 after ${ms} ms on /, ${realtorMs} ms on /grace-kim`);
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.on('exit', r));
    await new Promise((r) => setTimeout(r, 11_000)); // let the data-folder lock go stale
  }
}

await run('npm start, fresh data folder (migrate + seed 5,000 listings + serve)', {});
await run('npm start, existing data folder (migrate check + seed check + serve)', {});
await run('node server.mjs alone, existing data folder (the production server itself)', { NODE_ENV: 'production' }, ['node', 'server.mjs']);
fs.rmSync(dataDir, { recursive: true, force: true });
