/**
 * `npm run cluster`: the scale-out topology of docs/deploy-and-scale.md, on this machine —
 *
 *   nginx (Debian's package) :3000 — load balancing and a page cache honouring Cache-Control
 *     ├─ app instance :3101 (server.mjs)  ┐  the machine's PostgreSQL (DATABASE_URL) and
 *     └─ app instance :3102 (server.mjs)  ┘  Redis (REDIS_URL); uploads in s3rver (S3) :4569
 *
 * The same topology as compose.yaml. The build is made if needed (with the S3 origin baked into
 * its CSP); the database is created if missing and migrated and seeded by the first instance.
 * Prints "Cluster ready at …" when every part answers; Ctrl-C stops them all.
 *
 * Settings (env): CLUSTER_PORT (3000), CLUSTER_INSTANCE_PORTS (3101,3102), CLUSTER_S3_PORT (4569),
 * CLUSTER_DIR (./data/cluster: nginx's files and the S3 objects), CLUSTER_NODE_OPTIONS
 * (--max-old-space-size=256: each instance's heap; at 192 the collector ran so often under load that it set the p99), DATABASE_URL
 * (postgres://postgres@127.0.0.1:5432/realtors_cluster), REDIS_URL (redis://127.0.0.1:6379).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { startS3 } from '../test/support/s3';
import { buildIfNeeded } from './build-if-needed';

const ROOT = process.cwd();
const CLUSTER_DIR = path.resolve(process.env.CLUSTER_DIR ?? 'data/cluster');
const PORT = Number(process.env.CLUSTER_PORT ?? 3000);
const INSTANCE_PORTS = (process.env.CLUSTER_INSTANCE_PORTS ?? '3101,3102').split(',').map(Number);
const S3_PORT = Number(process.env.CLUSTER_S3_PORT ?? 4569);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/realtors_cluster';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUCKET = 'realtor-uploads';
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

const children: ChildProcess[] = [];

function fail(message: string): never {
  console.error(message);
  stop(1);
  throw new Error(message);
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

async function waitFor(url: string, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  fail(`${what} did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

/** CREATE DATABASE when the cluster's database does not exist yet. */
async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = decodeURIComponent(url.pathname.slice(1));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DATABASE_URL), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

function startInstance(port: number, env: NodeJS.ProcessEnv, seed: boolean) {
  const child = spawn(process.execPath, [path.join(ROOT, 'server.mjs')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // A bounded heap: several instances share a machine (CLUSTER_NODE_OPTIONS to change it).
    env: { ...env, PORT: String(port), SEED_DEMO_DATA: seed ? '1' : '0', NODE_ENV: 'production', NODE_OPTIONS: process.env.CLUSTER_NODE_OPTIONS ?? '--max-old-space-size=256' },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`Instance :${port} exited (${signal ?? code}); the others go on serving.`);
  });
}

function startNginx() {
  if (!NGINX) fail('nginx is not installed: `apt-get install nginx-light` (Debian), then run `npm run cluster` again.');
  const prefix = path.join(CLUSTER_DIR, 'nginx');
  for (const dir of ['cache', 'temp', 'logs']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  const values: Record<string, string> = {
    NGINX_PORT: `127.0.0.1:${PORT}`,
    NGINX_CACHE_DIR: path.join(prefix, 'cache'),
    NGINX_UPSTREAM_SERVERS: INSTANCE_PORTS.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n  '),
  };
  const site = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx/default.conf.template'), 'utf8')
    .replace(/\$\{(NGINX_[A-Z_]+)\}/g, (_, name: string) => values[name] ?? fail(`No value for ${name}`));
  const temp = path.join(prefix, 'temp');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? '# Started by root: the workers keep its user, so they can write the cache and temp folders made here.\nuser root;\n' : ''}worker_processes auto;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'logs/error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  ${site}
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) fail(`nginx exited (${code}); see ${path.join(prefix, 'logs/error.log')}.`);
  });
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
  fs.mkdirSync(path.join(CLUSTER_DIR, 's3'), { recursive: true });

  const s3 = await startS3({ port: S3_PORT, directory: path.join(CLUSTER_DIR, 's3') });
  process.on('exit', () => void s3.close());
  const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: s3 });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
  client.destroy();
  await ensureDatabase();

  const site = `http://localhost:${PORT}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL,
    REDIS_URL,
    SITE_URL: site,
    ROOT_HOST_LOCAL: `localhost:${PORT}`,
    TRUST_PROXY: '1',
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
  // The build bakes the site URL and the S3 origin (CSP), so it is made with the cluster's values.
  Object.assign(process.env, env);
  buildIfNeeded();

  // The first instance migrates and seeds; the second starts on a ready database.
  startInstance(INSTANCE_PORTS[0]!, env, true);
  await waitFor(`http://127.0.0.1:${INSTANCE_PORTS[0]}/readyz`, `Instance :${INSTANCE_PORTS[0]}`);
  for (const port of INSTANCE_PORTS.slice(1)) startInstance(port, env, false);
  await Promise.all(INSTANCE_PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/readyz`, `Instance :${port}`)));
  startNginx();
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 'nginx');
  // For bench/cluster.mjs and operators: which process is which.
  fs.writeFileSync(
    path.join(CLUSTER_DIR, 'processes.json'),
    JSON.stringify({ instances: INSTANCE_PORTS.map((port, index) => ({ port, pid: children[index]!.pid })), nginx: children.at(-1)!.pid }),
  );
  console.log(`Cluster ready at ${site} (instances ${INSTANCE_PORTS.map((p) => `:${p}`).join(', ')}, S3 ${s3.endpoint}, ${DATABASE_URL}, ${REDIS_URL})`);
}

await main();
