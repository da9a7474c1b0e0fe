import { Worker } from "node:worker_threads";

/**
 * The embedded database in its own thread (issue 17). PGlite answers a query by running PostgreSQL,
 * compiled to WebAssembly, on the thread that asked: under load the HTTP server, the heartbeats and
 * /api/health waited behind it. This client starts PGlite in a worker thread (pglite-worker.js) and
 * offers Drizzle's PGlite driver the two calls it makes: `query` and `transaction`.
 *
 * Protocol (structured-clone messages, one id per request, answered `{ id, ok, result | error }`):
 * - `query { sql, params, rowMode, txId? }` → `{ rows, fields, affectedRows }`;
 * - `begin { txId }` opens PGlite's transaction, which holds the database until
 *   `end { txId, commit }` commits it or rolls it back (other queries wait, as in PGlite itself);
 * - `dump` → the data directory as a tarball (an image another client can start from);
 * - `close`. The worker says `{ ready }` once the database is open.
 * PostgreSQL errors cross as their fields (code, constraint, detail…), so that callers that read the
 * SQLSTATE (a unique violation) behave as before.
 */

type RowMode = "array" | "object";

export interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: RowMode;
}

export interface WorkerTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  readonly closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };
type Readiness = { ready: true } | { ready: false; error: Record<string, unknown> };

/** A PostgreSQL error rebuilt on this side, with the fields the worker sent. */
export class DatabaseError extends Error {
  code?: string;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? "Erreur de la base de données"));
    this.name = "DatabaseError";
    Object.assign(this, fields, { name: "DatabaseError" });
  }
}

const workerUrl = new URL("./pglite-worker.js", import.meta.url);

export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextTransaction = 1;
  #failure: Error | undefined;
  readonly waitReady: Promise<void>;

  /**
   * `dataDir`: where the database lives; none keeps it in memory, empty or started from `image` (a
   * tarball from `dump`, copied: the caller's buffer stays usable; not sent with a `dataDir`).
   */
  constructor(dataDir?: string, image?: ArrayBuffer) {
    this.#worker = new Worker(workerUrl, { workerData: dataDir ? { dataDir } : { image } });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onReady = (message: Readiness | Answer) => {
        if (!("ready" in message)) return;
        this.#worker.off("message", onReady);
        if (message.ready) resolve();
        else reject(new DatabaseError(message.error));
      };
      this.#worker.on("message", onReady);
      this.#worker.once("error", reject);
    });
    this.#worker.on("message", (message: Answer | Readiness) => {
      if ("ready" in message) return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.result);
      else pending.reject(new DatabaseError(message.error));
    });
    // A crashed worker fails every query waiting on it and every later one, loudly.
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) => this.#stop(new Error(`La base embarquée s'est arrêtée (code ${code})`)));
  }

  #stop(error: Error) {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.#call({ type: "query", sql, params, rowMode: options.rowMode ?? "object" });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextTransaction++;
    await this.#call({ type: "begin", txId });
    let closed = false;
    const tx: WorkerTransaction = {
      query: (sql, params = [], options = {}) =>
        this.#call({ type: "query", txId, sql, params, rowMode: options.rowMode ?? "object" }),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ type: "end", txId, commit: false }).catch(() => undefined);
      throw error;
    }
    closed = true;
    await this.#call({ type: "end", txId, commit: true });
    return result;
  }

  /** The whole data directory as a tarball, to start other in-memory databases from (`image`). */
  dump(): Promise<ArrayBuffer> {
    return this.#call({ type: "dump" });
  }

  async close(): Promise<void> {
    if (!this.#failure) await this.#call({ type: "close" });
    await this.#worker.terminate();
  }
}
