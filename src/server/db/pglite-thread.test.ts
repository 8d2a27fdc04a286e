import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread';

const TIMESTAMPTZ = 1184;
/** A new PGlite runs initdb as it boots: 5–7 s on a busy 2-core machine, past vitest's default 5 s. */
const BOOT_TIMEOUT = 30_000;

describe('PGliteThread (the embedded database on its own thread)', () => {
  // One database for the file (a new one runs initdb: seconds); a fresh table per test.
  const db = new PGliteThread(undefined);
  beforeEach(async () => {
    await db.query('drop table if exists item');
    await db.query('create table item (id int primary key, name text not null, at timestamptz not null default now())');
  }, BOOT_TIMEOUT);
  afterAll(() => db.close());

  it('answers queries in object and array rows, with parameters', async () => {
    await db.query('insert into item (id, name) values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    expect((await db.query('select id, name from item order by id')).rows).toEqual([{ id: 1, name: 'one' }, { id: 2, name: 'two' }]);
    expect((await db.query('select id, name from item where id = $1', [2], { rowMode: 'array' })).rows).toEqual([[2, 'two']]);
  });

  it("applies the caller's parsers to PostgreSQL's text of those types", async () => {
    await db.query(`insert into item (id, name, at) values (1, 'one', '2026-11-23 01:02:03+00')`);
    const parsers = { [TIMESTAMPTZ]: (value: string) => `text:${value}` };
    expect((await db.query('select at from item', [], { parsers })).rows).toEqual([{ at: 'text:2026-11-23 01:02:03+00' }]);
    expect((await db.query('select id, at from item', [], { rowMode: 'array', parsers })).rows).toEqual([[1, 'text:2026-11-23 01:02:03+00']]);
    // Without a parser, PGlite's own: a Date.
    expect((await db.query<{ at: Date }>('select at from item')).rows[0]!.at).toEqual(new Date('2026-11-23T01:02:03Z'));
  });

  it("keeps PostgreSQL's error fields, and stays usable after an error", async () => {
    await db.query(`insert into item (id, name) values (1, 'one')`);
    const error = await db.query(`insert into item (id, name) values (1, 'again')`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey', message: expect.stringContaining('duplicate key') });
    expect((await db.query('select count(*)::int as n from item')).rows).toEqual([{ n: 1 }]);
  });

  it('commits a transaction, and other statements wait until it ends', async () => {
    let outsideDone = false;
    const result = await db.transaction(async (tx) => {
      await tx.query(`insert into item (id, name) values (1, 'one')`);
      const outside = db.query<{ n: number }>('select count(*)::int as n from item').then((r) => {
        outsideDone = true;
        return r.rows[0]!.n;
      });
      await tx.query(`insert into item (id, name) values (2, 'two')`);
      expect(outsideDone).toBe(false);
      return { outside };
    });
    expect(result).toHaveProperty('outside');
    expect(await result.outside).toBe(2);
  });

  it("rolls a transaction back when its callback throws, and rethrows the callback's error", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`insert into item (id, name) values (1, 'one')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('select count(*)::int as n from item')).rows).toEqual([{ n: 0 }]);
  });

  it('answers a failed statement inside a transaction with its error, and rolls back', async () => {
    await db.query(`insert into item (id, name) values (1, 'one')`);
    const error = await db
      .transaction(async (tx) => {
        await tx.query(`insert into item (id, name) values (2, 'two')`);
        await tx.query(`insert into item (id, name) values (1, 'again')`);
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    expect((await db.query('select id from item')).rows).toEqual([{ id: 1 }]);
  });

  it('fails a statement whose parameter cannot be sent, and goes on', async () => {
    await expect(db.query('select $1::text as value', [() => 'a function'])).rejects.toThrow(/could not be cloned/);
    expect((await db.query('select $1::text as value', ['text'])).rows).toEqual([{ value: 'text' }]);
  });

  it('closes once however often it is asked, then rejects statements with a clear error', async () => {
    const other = new PGliteThread(undefined);
    await Promise.all([other.close(), other.close()]);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/thread stopped/);
  }, BOOT_TIMEOUT);
});

describe('PGliteThread in a script', () => {
  it('keeps the process alive while a statement waits, and lets it end afterwards without close()', async () => {
    // Top-level await: if the thread did not hold the process up, Node.js would exit (code 13)
    // before the answer; if it held it up for good, the script would not end (timeout).
    const script = `
      import { PGliteThread } from ${JSON.stringify(new URL('./pglite-thread.ts', import.meta.url).pathname)};
      const db = new PGliteThread(undefined);
      const { rows } = await db.query('select 41 + 1 as answer');
      console.log(JSON.stringify(rows));
    `;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    try {
      fs.writeFileSync(path.join(dir, 'script.mts'), script);
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(dir, 'script.mts')], { timeout: 30_000 });
      expect(JSON.parse(stdout)).toEqual([{ answer: 42 }]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
