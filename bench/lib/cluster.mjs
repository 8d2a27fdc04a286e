// Starts `npm run cluster` (scripts/cluster.ts) on free ports with a fresh PostgreSQL database and
// a temporary folder, for bench/cluster.mjs and bench/cluster-faults.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server.mjs';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432';

/**
 * Resolves when the cluster prints "Cluster ready": its URL, its processes (processes.json),
 * everything it has logged so far (`log()`), queries on its database, and stop().
 */
export async function startCluster(name, env = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `realtor-${name}-`));
  const database = `${name.replaceAll('-', '_')}_${Date.now().toString(36)}`;
  // The S3 origin is in the pages' Content-Security-Policy, fixed at build time: the same port
  // each run (when free) spares a rebuild.
  const [port, s3Port, a, b] = await Promise.all([freePort(), freePort(4579), freePort(), freePort()]);
  let log = '';
  const child = spawn('npx', ['tsx', 'scripts/cluster.ts'], {
    env: {
      ...process.env,
      CLUSTER_PORT: String(port),
      CLUSTER_INSTANCE_PORTS: `${a},${b}`,
      CLUSTER_S3_PORT: String(s3Port),
      CLUSTER_DIR: dir,
      DATABASE_URL: `${POSTGRES}/${database}`,
      // Every request comes from 127.0.0.1: the per-IP form limit would answer 429s.
      RATE_LIMIT_FORMS_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (log += chunk));

  async function query(text, values = []) {
    const client = new pg.Client({ connectionString: `${POSTGRES}/${database}` });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async function stop() {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
    await new Promise((r) => setTimeout(r, 2000));
    const admin = new pg.Client({ connectionString: `${POSTGRES}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  try {
    await new Promise((resolve, reject) => {
      const timer = setInterval(() => log.includes('Cluster ready') && (clearInterval(timer), resolve()), 200);
      child.on('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`cluster exited (${code}):\n${log}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    processes: JSON.parse(fs.readFileSync(path.join(dir, 'processes.json'), 'utf8')),
    log: () => log,
    /** The rows of a query on the cluster's database. */
    query,
    /** Contact messages stored (all, or those with this last name). */
    async storedContacts(lastName) {
      const rows = await query(
        `select count(*)::int as n from contact_messages${lastName === undefined ? '' : ' where last_name = $1'}`,
        lastName === undefined ? [] : [lastName],
      );
      return rows[0].n;
    },
    stop,
  };
}
