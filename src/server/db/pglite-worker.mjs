// The embedded database's own thread (docs/decisions/018-pglite-worker-thread.md): PGlite runs
// here, so that its WebAssembly and file writes do not hold up the thread that answers HTTP
// requests. The app talks to it through `pglite-thread.ts`, with one message per query.
//
// Messages in: { type: 'open', modules } first, then
//              { id, type: 'query', sql, params, rowMode, rawTypes, tx? } | { id, type: 'begin', tx }
//            | { id, type: 'end', tx, commit } | { id, type: 'close' }
// (`modules`: PGlite's WebAssembly compiled once by the app's thread, shared by every database
// thread of the process; empty when the app could not compile them, and PGlite loads its own.)
// Messages out: { id, result } | { id, error }
//
// Plain JavaScript: scripts and tests load it as it is; Next.js builds it as a worker chunk.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Settled by the first message, 'open': statements that arrive before it wait for it. */
let open;
const opened = new Promise((resolve) => (open = resolve));
const database = opened.then((modules) => new PGlite(workerData.dataDir ?? undefined, modules));

/** Open transactions by the id the app gave them: their query function and how they end. */
const transactions = new Map();

/** A value for a type the app parses itself: passed through as PostgreSQL's text. */
const asText = (value) => value;

/**
 * What survives the trip to the app: the message, the stack and PostgreSQL's fields (code,
 * constraint, detail…). Only plain values: PGlite's errors also hold the query's options, whose
 * parser functions cannot be sent.
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value));
  return { ...Object.fromEntries(fields), name: error.name, message: error.message, stack: error.stack };
}

function reply(id, outcome) {
  try {
    parentPort.postMessage({ id, ...outcome });
  } catch (error) {
    // A value that cannot be sent: the caller gets an error, not a wait without end.
    parentPort.postMessage({ id, error: { message: `The database's answer could not be sent: ${error.message}` } });
  }
}

/** Replies to `id` with what `work` settles to: its result, or its error. */
function answer(id, work) {
  work.then(
    (result) => reply(id, { result }),
    (error) => reply(id, { error: serializeError(error) }),
  );
}

async function query(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : await database;
  if (!target) throw new Error(`No open transaction ${message.tx}`);
  const parsers = Object.fromEntries(message.rawTypes.map((type) => [type, asText]));
  const { rows, fields, affectedRows } = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
  return { rows, fields, affectedRows };
}

/** Opens a transaction that stays open until the app's `end` message for it. */
function begin(message) {
  let started = false;
  const entry = {};
  const ended = new Promise((resolve) => (entry.end = resolve));
  const run = (db) =>
    db.transaction(async (tx) => {
      started = true;
      entry.tx = tx;
      transactions.set(message.tx, entry);
      reply(message.id, { result: null });
      const { commit } = await ended;
      if (!commit) await tx.rollback();
    });
  database
    .then(run)
    .then(
      () => entry.endId !== undefined && reply(entry.endId, { result: null }),
      (error) => reply(started ? entry.endId : message.id, { error: serializeError(error) }),
    )
    .finally(() => transactions.delete(message.tx));
}

function end(message) {
  const entry = transactions.get(message.tx);
  if (!entry) return reply(message.id, { error: { message: `No open transaction ${message.tx}` } });
  entry.endId = message.id;
  entry.end({ commit: message.commit });
}

parentPort.on('message', (message) => {
  switch (message.type) {
    case 'open':
      open(message.modules);
      break;
    case 'query':
      answer(message.id, query(message));
      break;
    case 'begin':
      begin(message);
      break;
    case 'end':
      end(message);
      break;
    case 'close':
      answer(message.id, database.then((db) => db.close()).then(() => null));
      break;
    default:
      reply(message.id, { error: { message: `Unknown message type ${message.type}` } });
  }
});
