/**
 * Builds the app when needed (npm start, npm run cluster): no build yet, or the sources,
 * dependencies or the variables that are baked into the build (branding, tag manager, error
 * reporting and monitoring, storage origins) changed since the last build.
 * `tsx scripts/build-if-needed.ts [--any-settings]` does the same from the command line; with
 * `--any-settings` (before the integration tests) a build of the current sources made with other
 * variables will do.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = process.cwd();
const FINGERPRINT_FILE = path.join(ROOT, '.next', 'source-fingerprint');
const INPUTS = ['src', 'public', 'drizzle', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
/** Variables read while prerendering pages or computing headers at build time. */
export const BUILD_ENV = [
  'SITE_URL',
  'BRAND_NAME',
  'COMPANY_LINE',
  'LENDER_NAME',
  'LICENSE_NUMBER',
  'NMLS_NUMBER',
  'LENDER_DISCLAIMER',
  'GTM_ID',
  'SENTRY_DSN',
  'SENTRY_ENVIRONMENT',
  'DATADOG_APPLICATION_ID',
  'DATADOG_CLIENT_TOKEN',
  'DATADOG_SITE',
  'DATADOG_SERVICE',
  'DATADOG_PROXY_URL',
  'MONITORING_SESSION_SAMPLE_RATE',
  'MONITORING_REPLAY_SAMPLE_RATE',
  'MONITORING_PROFILING_SAMPLE_RATE',
  'S3_PUBLIC_URL',
  'MAP_TILE_URL',
  'S3_ENDPOINT',
  'NEXT_PUBLIC_API_BASE_URL_PRODUCTION',
  'NEXT_PUBLIC_API_BASE_URL_DEVELOPMENT',
  'NEXT_PUBLIC_LOANING_API_BASE_URL_PRODUCTION',
  'NEXT_PUBLIC_LOANING_API_BASE_URL_DEVELOPMENT',
];

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

/** What the build is made from: the sources, and the variables baked into it. */
function fingerprints(): { sources: string; settings: string } {
  const sources = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      sources.update(file);
      sources.update(fs.readFileSync(path.join(ROOT, file)));
    }
  }
  const settings = createHash('sha256');
  for (const key of BUILD_ENV) settings.update(`${key}=${process.env[key] ?? ''}\n`);
  return { sources: sources.digest('hex'), settings: settings.digest('hex') };
}

function lastBuild(): { sources?: string; settings?: string } {
  try {
    return JSON.parse(fs.readFileSync(FINGERPRINT_FILE, 'utf8')) as { sources?: string; settings?: string };
  } catch {
    return {};
  }
}

/**
 * `anySettings`: a build of the current sources will do, whatever variables it was made with
 * (the integration tests start servers of it with their own run-time settings).
 */
export function buildIfNeeded({ anySettings = false } = {}) {
  // The per-language font files are generated into public/ (not committed).
  const fonts = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'build-fonts.mjs')], { stdio: 'inherit' });
  if (fonts.status !== 0) process.exit(fonts.status ?? 1);
  const current = fingerprints();
  const last = lastBuild();
  const built = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'));
  if (built && last.sources === current.sources && (anySettings || last.settings === current.settings)) {
    console.log('Build is up to date.');
    return;
  }
  console.log(built ? 'Sources or build settings changed: rebuilding…' : 'No build yet: building…');
  const result = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(FINGERPRINT_FILE, JSON.stringify(current));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildIfNeeded({ anySettings: process.argv.includes('--any-settings') });
}
