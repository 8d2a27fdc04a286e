// Starts the production app (`npm start` path) on a free port with a fresh data folder, for benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A free port: `preferred` when it is free, else any. */
export async function freePort(preferred = 0) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.on('error', () => resolve(freePort()));
    server.listen(preferred, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startApp(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-bench-'));
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    try {
      // Ready: migrations and demo data in (/healthz answers before, while they go on).
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    /** The process group of `npm start` (its id is the first process's): the server and its threads. */
    pid: child.pid,
    dataDir,
    /**
     * Stops the app and removes its data folder; with `keepData`, waits (up to 30 s) until every
     * process of the group has exited, so the database can be opened, and keeps the folder: the
     * caller removes it.
     */
    async stop({ keepData = false } = {}) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      if (!keepData) {
        await new Promise((r) => setTimeout(r, 500));
        fs.rmSync(dataDir, { recursive: true, force: true });
        return;
      }
      for (const started = Date.now(); groupPids(child.pid).length && Date.now() - started < 30_000; ) {
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** The processes (Linux, /proc) whose process group is `pgid`. */
export function groupPids(pgid) {
  const pids = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command's name in parentheses: state, ppid, pgrp, …
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * CPU time (user and system, every thread) used so far by the processes of group `pgid`, in ms
 * (Linux, /proc; clock ticks of 10 ms).
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks * 10;
}

export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
