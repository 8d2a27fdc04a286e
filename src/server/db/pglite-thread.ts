/**
 * The embedded database on a thread of its own (docs/decisions/018-pglite-worker-thread.md).
 *
 * PGlite runs PostgreSQL as WebAssembly on whichever thread opens it. Opened on the app's thread,
 * every statement (and its file writes) held up every HTTP request of the process. Here a worker
 * thread (`pglite-worker.mjs`) owns the database, and this class is the client that Drizzle's
 * PGlite driver uses: `query` and `transaction`, each a message to the worker and its answer.
 *
 * Errors keep PostgreSQL's fields (`code`, `constraint`, `detail`…), so callers tell a unique
 * violation from any other failure as before. A value parser given by the caller (Drizzle passes
 * one for each date and time type) is applied here to PostgreSQL's text of that value.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Scripts and tests load this file as it is. In the app, Next.js's bundler recognises
 * `new Worker(<this path>)` and builds the file as a worker chunk of its own (PGlite itself stays
 * a server external package, loaded from node_modules).
 */
export const WORKER_FILE = path.join(process.cwd(), 'src', 'server', 'db', 'pglite-worker.mjs');

/** PGlite's package files, where its own code finds them (node_modules in the app folder). */
const PGLITE_DIST = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'dist');

interface PGliteModules {
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
}
let modules: Promise<PGliteModules> | undefined;

/**
 * PGlite's two WebAssembly modules (PostgreSQL and initdb), compiled once per process and given
 * to every database thread, which share the compiled code. Each thread compiling its own made a
 * process that opens and closes many databases (the tests, backups) allocate and free V8's code
 * pages over and over, which intermittently aborted Node 24 (`Check failed: jit_page.has_value()`,
 * nodejs/node#64500); it also spent the compile on every open. When the files cannot be read or
 * compiled, each thread lets PGlite load its own, as before.
 */
function compiledModules(): Promise<PGliteModules> {
  const compile = async (file: string) => WebAssembly.compile(await fs.readFile(path.join(PGLITE_DIST, file)));
  modules ??= Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(
    ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
    () => ({}),
  );
  return modules;
}

type RowMode = 'object' | 'array';
type Parser = (value: string, typeId: number) => unknown;

export interface QueryOptions {
  rowMode?: RowMode;
  parsers?: Record<number, Parser>;
}

export interface QueryResult<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface Queryable {
  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

type Request =
  | { type: 'query'; sql: string; params: unknown[]; rowMode: RowMode; rawTypes: number[]; tx?: number }
  | { type: 'begin'; tx: number }
  | { type: 'end'; tx: number; commit: boolean }
  | { type: 'close' };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** An error from the worker, rebuilt with its fields (PostgreSQL's `code`, `constraint`…). */
function toError(serialized: { message: string; stack?: string } & Record<string, unknown>): Error {
  return Object.assign(new Error(serialized.message), serialized);
}

/** Applies the caller's parsers to the columns of those types (the worker left them as text). */
function parseValues<T>(result: QueryResult<T>, rowMode: RowMode, parsers: Record<number, Parser>): QueryResult<T> {
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: rowMode === 'array' ? index : field.name, parse, type: field.dataTypeID }] : [];
  });
  if (!columns.length) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parse, type } of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value, type);
    }
  }
  return result;
}

export class PGliteThread implements Queryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  readonly #admit: (() => void) | undefined;

  /**
   * `dataDir` undefined: in memory. `admit`, when given, runs before each statement is sent and
   * throws to refuse it (the folder's lock uses it: no statement once the lock may be lost).
   */
  constructor(dataDir: string | undefined, options: { admit?: () => void } = {}) {
    this.#admit = options.admit;
    this.#worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    // The worker keeps the process alive only while a request waits for it (see #call).
    this.#worker.unref();
    this.#worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: { message: string } }) => {
      const pending = this.#pending.get(id);
      if (!pending) return;
      this.#settled(id);
      if (error) pending.reject(toError(error));
      else pending.resolve(result);
    });
    // The first cause is kept: 'error' (e.g. PGlite failed to start) comes before 'exit'.
    const stop = (error: Error) => {
      this.#stopped ??= error;
      for (const [id, pending] of this.#pending) {
        this.#settled(id);
        pending.reject(error);
      }
    };
    this.#worker.on('error', stop);
    this.#worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
    // The first message (pglite-worker.mjs): statements sent before it wait in the thread.
    void compiledModules().then((compiled) => this.#worker.postMessage({ type: 'open', modules: compiled }));
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (!this.#pending.size) this.#worker.unref();
  }

  #call<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    try {
      this.#admit?.();
    } catch (error) {
      return Promise.reject(error as Error);
    }
    const id = this.#nextId++;
    if (!this.#pending.size) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ id, ...request });
      } catch (error) {
        // A parameter that cannot be sent (a function, a symbol…): this request fails, no wait.
        this.#settled(id);
        reject(error as Error);
      }
    });
  }

  #query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult<T>> {
    const rowMode = options.rowMode ?? 'object';
    const parsers = options.parsers ?? {};
    return this.#call<QueryResult<T>>({ type: 'query', sql, params, rowMode, rawTypes: Object.keys(parsers).map(Number), tx }).then(
      (result) => parseValues(result, rowMode, parsers),
    );
  }

  query<T = unknown>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    return this.#query<T>(sql, params, options);
  }

  /**
   * Runs `callback` in a transaction: committed when it returns, rolled back when it throws.
   * Like PGlite's own, it holds the database for its duration; other queries wait.
   */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = this.#nextId++;
    await this.#call({ type: 'begin', tx });
    let result: T;
    try {
      result = await callback({ query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.#query<R>(sql, params, options, tx) });
    } catch (error) {
      await this.#call({ type: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ type: 'end', tx, commit: true });
    return result;
  }

  /**
   * Stops at once, without PGlite's shut-down: every waiting and later statement fails with
   * `error`, and the thread ends. For a folder that may now belong to another process (its lock
   * was lost): a clean shut-down would write a checkpoint into that process's files. What was
   * committed is in the write-ahead log already; the next process to open the folder recovers it.
   */
  abandon(error: Error): Promise<void> {
    this.#stopped ??= error;
    for (const [id, pending] of this.#pending) {
      this.#settled(id);
      pending.reject(error);
    }
    this.#closing ??= this.#worker.terminate().then(() => {});
    return this.#closing;
  }

  /** Shuts PGlite down cleanly and ends the thread; a second call waits for the first. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      if (this.#stopped) return;
      try {
        await this.#call({ type: 'close' });
      } finally {
        await this.#worker.terminate();
        this.#stopped ??= new Error("The embedded database's thread stopped (closed).");
      }
    })();
    return this.#closing;
  }
}
