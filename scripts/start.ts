/**
 * `npm start`: build if needed (scripts/build-if-needed.ts), then serve. The server itself applies
 * the migrations and seeds the demo data at start-up (src/server/startup.ts), so the database is
 * opened once.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed';
import { loadEnvOrExit } from './env';

const ROOT = process.cwd();

async function main() {
  const env = loadEnvOrExit();
  buildIfNeeded();
  const server = spawn(process.execPath, [path.join(ROOT, 'server.mjs')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(env.PORT), HOSTNAME: env.HOSTNAME, NODE_ENV: 'production' },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

await main();
