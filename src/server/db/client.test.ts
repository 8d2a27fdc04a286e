import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, openDatabase, resultRows, type Database } from './client';

describe('the embedded database folder lock', () => {
  const open: Database[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((d) => d.close()));
  });

  // Two PGlite starts on disk: 40 s were measured with browser tests on the same two cores.
  it('refuses a second opener of the same folder with a clear error, and allows it after close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
    const first = openDatabase({ dataDir: dir });
    open.push(first);
    await first.db.execute(sql`select 1`);
    expect(() => openDatabase({ dataDir: dir })).toThrow(DataDirLockedError);
    expect(() => openDatabase({ dataDir: dir })).toThrow(/in use by another process/);
    await open.pop()!.close();
    const second = openDatabase({ dataDir: dir });
    open.push(second);
    const result = await second.db.execute(sql`select 1 as one`);
    expect(resultRows(result)[0]).toEqual({ one: 1 });
    fs.rmSync(dir, { recursive: true, force: true });
  }, 90_000);
});
