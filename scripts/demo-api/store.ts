// The demo API's document store: JSON documents in one SQLite table (node:sqlite), with a parsed cache per collection.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync as Database, StatementSync } from 'node:sqlite';

/** node:sqlite prints an ExperimentalWarning when loaded; it says nothing useful here, so that one is held back. */
function loadSqlite(): typeof import('node:sqlite') {
  const emit = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (/SQLite is an experimental feature/.test(typeof warning === 'string' ? warning : warning.message)) return;
    (emit as (w: string | Error, ...r: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return process.getBuiltinModule('node:sqlite');
  } finally {
    process.emitWarning = emit;
  }
}
const { DatabaseSync } = loadSqlite();

export type Doc = { id: number | string; createdAt: string; updatedAt: string; [k: string]: unknown };

type Cached = { list: Doc[]; byId: Map<number, Doc> };

/** Cached documents are shared between requests, so they are frozen: a module that mutates one fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const toId = (id: number | string): number | undefined => {
  const n = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

export class Store {
  readonly db: Database;
  #cache = new Map<string, Cached>();
  #txDepth = 0;
  #stmt: {
    load: StatementSync;
    insert: StatementSync;
    update: StatementSync;
    remove: StatementSync;
    maxId: StatementSync;
    any: StatementSync;
  };

  /** The store's clock (epoch ms): stamps createdAt and updatedAt. The demo API's --now freezes it. */
  readonly clock: () => number;

  constructor(file: string, clock: () => number = Date.now) {
    this.clock = clock;
    mkdirSync(dirname(file), { recursive: true });
    this.db = new DatabaseSync(file);
    this.db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS docs (
        collection TEXT NOT NULL,
        id INTEGER NOT NULL,
        data TEXT NOT NULL,
        createdAt TEXT NOT NULL,
        updatedAt TEXT NOT NULL,
        PRIMARY KEY (collection, id)
      );
      CREATE INDEX IF NOT EXISTS docs_updated ON docs (collection, updatedAt);
    `);
    this.#stmt = {
      load: this.db.prepare('SELECT data FROM docs WHERE collection = ? ORDER BY id'),
      insert: this.db.prepare('INSERT INTO docs (collection, id, data, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)'),
      update: this.db.prepare('UPDATE docs SET data = ?, updatedAt = ? WHERE collection = ? AND id = ?'),
      remove: this.db.prepare('DELETE FROM docs WHERE collection = ? AND id = ?'),
      maxId: this.db.prepare('SELECT MAX(id) AS max FROM docs WHERE collection = ?'),
      any: this.db.prepare('SELECT 1 AS one FROM docs LIMIT 1'),
    };
  }

  #load(collection: string): Cached {
    let c = this.#cache.get(collection);
    if (!c) {
      const rows = this.#stmt.load.all(collection) as Array<{ data: string }>;
      const list = rows.map((r) => deepFreeze(JSON.parse(r.data) as Doc));
      c = { list, byId: new Map(list.map((d) => [d.id as number, d])) };
      this.#cache.set(collection, c);
    }
    return c;
  }

  /** Puts written documents into the collection's cached list in place (same ids, same order): reloading and parsing a
   *  collection of 55,000 subscriptions after each bulk write of 100 took most of a goal alert's time. A rolled-back
   *  transaction clears the cache, so nothing written here outlives its rollback. */
  #recache(collection: string, docs: Doc[]): void {
    const c = this.#cache.get(collection);
    if (!c || !docs.length) return;
    const at = new Map<unknown, number>();
    if (docs.length > 1) c.list.forEach((d, i) => at.set(d.id, i));
    for (const doc of docs) {
      const frozen = deepFreeze(structuredClone(doc));
      const i = docs.length > 1 ? at.get(doc.id) : c.list.indexOf(c.byId.get(doc.id as number) as Doc);
      if (i === undefined || i < 0) {
        this.#cache.delete(collection);
        return;
      }
      c.list[i] = frozen;
      c.byId.set(doc.id as number, frozen);
    }
  }

  /** Every document of a collection in stored form (relationships as ids), oldest id first. Read-only. */
  all(collection: string): Doc[] {
    return this.#load(collection).list;
  }

  get(collection: string, id: number | string): Doc | undefined {
    const n = toId(id);
    return n === undefined ? undefined : this.#load(collection).byId.get(n);
  }

  create(
    collection: string,
    data: Record<string, unknown>,
    opts: { id?: number; createdAt?: string; updatedAt?: string } = {},
  ): Doc {
    const id = opts.id ?? Number((this.#stmt.maxId.get(collection) as { max: number | null }).max ?? 0) + 1;
    const createdAt = opts.createdAt ?? new Date(this.clock()).toISOString();
    const updatedAt = opts.updatedAt ?? createdAt;
    const { id: _i, createdAt: _c, updatedAt: _u, ...fields } = data;
    const doc: Doc = { id, ...fields, createdAt, updatedAt };
    this.#stmt.insert.run(collection, id, JSON.stringify(doc), createdAt, updatedAt);
    this.#cache.delete(collection);
    return doc;
  }

  /** Shallow merge of `patch` into the document; id and createdAt are kept, updatedAt moves to now. */
  update(collection: string, id: number | string, patch: Record<string, unknown>): Doc | undefined {
    return this.updateMany(collection, [id], patch)[0];
  }

  /** update() of many documents with one read of the collection (a bulk PATCH over a large one stays quick). */
  updateMany(collection: string, ids: Array<number | string>, patch: Record<string, unknown>): Doc[] {
    const byId = this.#load(collection).byId;
    const { id: _i, createdAt: _c, updatedAt: _u, ...fields } = patch;
    const out: Doc[] = [];
    for (const id of ids) {
      const n = toId(id);
      const old = n === undefined ? undefined : byId.get(n);
      if (!old) continue;
      // Strictly later than before, so "updated since" queries see every edit even within one millisecond.
      const now = Math.max(this.clock(), Date.parse(old.updatedAt) + 1);
      const doc: Doc = {
        ...old,
        ...fields,
        id: old.id,
        createdAt: old.createdAt,
        updatedAt: new Date(now).toISOString(),
      };
      this.#stmt.update.run(JSON.stringify(doc), doc.updatedAt, collection, old.id as number);
      out.push(doc);
    }
    this.#recache(collection, out);
    return out;
  }

  delete(collection: string, id: number | string): boolean {
    const n = toId(id);
    if (n === undefined) return false;
    const changed = Number(this.#stmt.remove.run(collection, n).changes) > 0;
    this.#cache.delete(collection);
    return changed;
  }

  /** Runs fn in one write transaction (nested calls join the outer one); a throw rolls everything back. */
  transaction<T>(fn: () => T): T {
    if (this.#txDepth > 0) return fn();
    this.db.exec('BEGIN IMMEDIATE');
    this.#txDepth++;
    try {
      const result = fn();
      this.db.exec('COMMIT');
      return result;
    } catch (e) {
      this.db.exec('ROLLBACK');
      // Reads inside the transaction may have cached rows that no longer exist.
      this.#cache.clear();
      throw e;
    } finally {
      this.#txDepth--;
    }
  }

  isEmpty(): boolean {
    return this.#stmt.any.get() === undefined;
  }

  clear(): void {
    this.db.exec('DELETE FROM docs');
    this.#cache.clear();
  }

  close(): void {
    this.#cache.clear();
    if (this.db.isOpen) this.db.close();
  }
}
