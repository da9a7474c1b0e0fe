// The embedded database's own thread (issue 17): PGlite runs PostgreSQL compiled to WebAssembly, and
// every query it answers holds the thread that runs it. Here, that thread is not the one serving HTTP.
// Plain JavaScript on purpose: Node starts a worker from a file without the TypeScript loader the
// tests and `tsx` give the main thread. The protocol is described in pglite-worker-client.ts.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types } from "@electric-sql/pglite";

if (!parentPort) throw new Error("pglite-worker.js runs only as a worker thread");
const port = parentPort;

/** Drizzle's PGlite driver keeps dates, times and intervals as PostgreSQL prints them: so do we. */
const keepText = (value) => value;
const PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/** The fields of a PostgreSQL error that callers read (the SQLSTATE code above all). */
const ERROR_FIELDS = ["code", "detail", "hint", "constraint", "table", "column", "schema", "severity", "position"];

function describeError(error) {
  const described = { name: error?.name ?? "Error", message: String(error?.message ?? error) };
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) described[field] = error[field];
  return described;
}

const ROLLBACK = Symbol("rollback");
/** A data directory in a file, or in memory: empty, or loaded from an image (`dumpDataDir`'s tarball). */
function openDatabase() {
  if (workerData?.dataDir) return new PGlite(workerData.dataDir);
  if (workerData?.image) return new PGlite({ loadDataDir: new Blob([workerData.image]) });
  return new PGlite();
}

const database = openDatabase();
/** Open transactions by id: the transaction's handle and how to end it. */
const transactions = new Map();

function reply(id, result) {
  port.postMessage({ id, ok: true, result });
}

function fail(id, error) {
  port.postMessage({ id, ok: false, error: describeError(error) });
}

async function runQuery(message) {
  const target = message.txId === undefined ? database : transactions.get(message.txId)?.tx;
  if (!target) throw new Error(`Transaction ${message.txId} inconnue ou terminée`);
  const result = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers: PARSERS });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/** BEGIN: PGlite's own transaction (it holds the database for it), kept open until `end` comes. */
function begin(message) {
  const entry = {};
  const ended = new Promise((resolve) => {
    entry.finish = resolve;
  });
  entry.done = database.transaction(async (tx) => {
    entry.tx = tx;
    transactions.set(message.txId, entry);
    reply(message.id, null);
    if (!(await ended)) throw ROLLBACK;
  });
  entry.done.catch((error) => {
    // Failing before the callback ran (BEGIN itself): the caller is still waiting for its answer.
    if (!entry.tx) fail(message.id, error);
  });
}

async function end(message) {
  const entry = transactions.get(message.txId);
  if (!entry) throw new Error(`Transaction ${message.txId} inconnue ou terminée`);
  transactions.delete(message.txId);
  entry.finish(message.commit);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

async function handle(message) {
  switch (message.type) {
    case "query":
      return runQuery(message);
    case "end":
      return end(message);
    case "dump": {
      const image = await database.dumpDataDir("none");
      return image.arrayBuffer();
    }
    case "close":
      await database.close();
      return null;
    default:
      throw new Error(`Message inconnu : ${message.type}`);
  }
}

port.on("message", (message) => {
  if (message.type === "begin") {
    begin(message);
    return;
  }
  handle(message).then(
    (result) => reply(message.id, result),
    (error) => fail(message.id, error),
  );
});

database.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error) => port.postMessage({ ready: false, error: describeError(error) }),
);
