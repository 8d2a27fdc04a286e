/**
 * Every module of src/server imports `server-only`, so that a client component importing one
 * fails the build (issue #27, ARCHITECTURE.md), except the modules that run outside Next.js, where
 * that import throws: each is named here with the program that runs it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const OUTSIDE_NEXT: Record<string, string> = {
  'config/env.ts': 'server.mjs and cache-handler.mjs, before Next.js loads',
  'http/trust-proxy.ts': 'server.mjs',
  'runtime.ts': 'server.mjs and cache-handler.mjs',
  'http/security-headers.ts': 'next.config.ts',
  'db/client.ts': 'the command lines (db:migrate, db:seed, listings:import)',
  'db/migrate.ts': 'the command lines',
  'db/schema.ts': 'the command lines and drizzle-kit',
  'db/pglite-thread.ts': 'the command lines',
  'seed/index.ts': 'db:seed',
  'seed/listings.ts': 'db:seed',
  'seed/sample-realtors.ts': 'db:seed and the sample screenshots script',
  'realtors/write-graph.ts': 'db:seed',
  'listings/changes.ts': 'listings:import',
  'listings/import/import-listings.ts': 'listings:import',
  'listings/import/odata-sync.ts': 'listings:import',
  'listings/import/reso.ts': 'listings:import',
};

const ROOT = import.meta.dirname;

function modules(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(file);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path.relative(ROOT, file)] : [];
  });
}

describe('server modules', () => {
  const all = modules();

  it("import 'server-only', unless they run outside Next.js", () => {
    const missing = all.filter((file) => !(file in OUTSIDE_NEXT) && !/^import 'server-only';$/m.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(missing).toEqual([]);
  });

  it('named as running outside Next.js exist and do not import it', () => {
    for (const file of Object.keys(OUTSIDE_NEXT)) {
      expect(all, file).toContain(file);
      expect(readFileSync(path.join(ROOT, file), 'utf8'), file).not.toMatch(/^import 'server-only';$/m);
    }
  });
});
