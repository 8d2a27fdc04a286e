/**
 * The production image without Docker (docs/decisions/032-a-production-image-of-what-runs.md): a
 * folder made by the Dockerfile's runtime stage's COPY lines from this checkout's build
 * (scripts/image-folder.ts), served by the image's CMD from there. It proves that what the image
 * copies is all the server needs at start-up and for its pages: Next.js itself from the traced
 * node_modules, the migrations, the demo data, the embedded database's thread, the static and
 * public files, and the font cuts (their thread and the full Korean font). Run as root (as in CI),
 * the server runs as another user who owns only the folders the image gives its user, as there.
 * The folder is in the system's temporary folder: no node_modules of this checkout is on its path.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execForm, instructions, makeImageFolder } from '../../scripts/image-folder';
import { freePort } from '../support/app-process';

/** The user the server runs as when these tests run as root ('nobody': owns nothing here). */
const NOBODY = 65_534;
const asRoot = process.getuid?.() === 0;

describe('the image, assembled as the Dockerfile does and served from there', () => {
  let folder: string;
  let child: ChildProcess | undefined;
  let output = '';
  let url: string;
  let port: number;
  let healthcheck: string[];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(process.cwd(), '.next', 'standalone'))) {
      throw new Error('No .next/standalone: build first (tsx scripts/build-if-needed.ts --any-settings).');
    }
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'realtor-image-'));
    fs.chmodSync(folder, 0o755);
    const stage = makeImageFolder(folder);
    healthcheck = execForm(instructions(stage, 'HEALTHCHECK')[0] ?? '');
    const [command, ...args] = execForm(instructions(stage, 'CMD')[0] ?? '');
    expect(command).toBe('node');
    if (asRoot) for (const writable of ['data', '.next/cache']) fs.chownSync(path.join(folder, writable), NOBODY, NOBODY);
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // The image's environment (ENV), and nothing of this process's: no variable of the tests leaks in.
    child = spawn(process.execPath, args, {
      cwd: folder,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
      if (ready) break;
      if (Date.now() - started > 150_000) throw new Error(`the server was not ready after 150 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('carries no sources, tests or dev dependencies', () => {
    const has = (entry: string) => fs.existsSync(path.join(folder, entry));
    // (Turbopack's tracing copies the few sources beside modules that build paths from variables,
    // src/server/storage and src/server/realtors, and the TypeScript modules that server.mjs and
    // cache-handler.mjs import, which Node runs by stripping their types; never a whole tree.)
    expect(fs.readdirSync(path.join(folder, 'src/lib')).sort()).toEqual(['gtm.ts', 'map-tiles.ts']);
    for (const entry of ['src/features', 'src/i18n', 'test', 'e2e', 'bench', 'scripts', 'docs', 'next.config.ts', 'tsconfig.json']) {
      expect(has(entry), entry).toBe(false);
    }
    for (const pkg of ['typescript', 'vitest', '@playwright/test', 'eslint', 'drizzle-kit', 'node']) {
      expect(has(`node_modules/${pkg}`), pkg).toBe(false);
    }
    // What runs: Next.js, the server files, the threads' files and the two weights of the full fonts cut at run time.
    for (const entry of [
      'node_modules/next/package.json',
      'server.mjs',
      'server-standalone.mjs',
      'cache-handler.mjs',
      'src/server/config/env.ts',
      'src/server/http/trust-proxy.ts',
      'src/server/runtime.ts',
      'drizzle/meta/_journal.json',
      'public/fonts/covered.json',
    ]) {
      expect(has(entry), entry).toBe(true);
    }
    // The traced modules' links (.next/node_modules/pglite-<hash> → node_modules/…) resolve inside
    // the image, never into the folder it was assembled from.
    const links = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isSymbolicLink());
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const target = fs.realpathSync(path.join(link.parentPath, link.name));
      expect(path.relative(fs.realpathSync(folder), target).startsWith('..'), `${link.name} → ${target}`).toBe(false);
    }
    for (const font of ['noto-sans-kr', 'noto-sans-jp']) {
      expect(fs.readdirSync(path.join(folder, `node_modules/@expo-google-fonts/${font}`)).sort(), font).toEqual(['400Regular', '700Bold']);
    }
  });

  it('answers /healthz, and the HEALTHCHECK command (no Node process) says healthy', () => {
    const [shell = 'bash', ...shellArgs] = healthcheck;
    const run = (checkPort: number) => spawnSync(shell, shellArgs, { env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(checkPort) }, timeout: 5_000 });
    expect(run(port).status).toBe(0);
    // A port nothing listens on: unhealthy.
    expect(run(1).status).not.toBe(0);
  });

  it('serves a page, its scripts and the self-hosted fonts', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const page = await fetch(`${url}/en/grace-kim`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    expect((await fetch(`${url}${script}`)).status).toBe(200);
    const sheet = await fetch(`${url}/fonts/en.css`);
    expect(sheet.status).toBe(200);
    const font = /\/fonts\/[\w-]+\.woff2/.exec(await sheet.text())?.[0];
    expect((await fetch(`${url}${font}`)).status).toBe(200);
  });

  it("cuts the realtor's own Hangul and Japanese on the cut thread, from the fonts the image carries", async () => {
    for (const [page, cutPath] of [
      ['/en/grace-kim', '/font-cuts/grace-kim/en/kr-400.woff2'],
      ['/ja-JP/kenji-tanaka', '/font-cuts/kenji-tanaka/ja-JP/jp-400.woff2'],
    ] as const) {
      const html = await (await fetch(`${url}${page}`)).text();
      const cut = new RegExp(`${cutPath.replaceAll('.', '\\.')}\\?v=[\\w-]+`).exec(html)?.[0];
      expect(cut, page).toBeDefined();
      const response = await fetch(`${url}${cut}`);
      expect(response.status, cut).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('keeps its data in the data folder, the only place besides the image cache it may write', () => {
    expect(fs.readdirSync(path.join(folder, 'data')).length).toBeGreaterThan(0);
    if (asRoot) expect(fs.statSync(path.join(folder, 'server.mjs')).uid).toBe(0);
  });
});
