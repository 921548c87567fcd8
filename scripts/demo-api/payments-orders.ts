// The payment tables of the demo API (node:sqlite, next to the store's documents): orders, gateway trace ids, issued tickets.
import { newPrn, type Order, type OrderLang, type OrderPatch } from '../../cms/plugin/src/rules/orders.ts';
import type { DatabaseSync } from 'node:sqlite';

export { SETTLED, type Order, type OrderLang, type OrderStatus } from '../../cms/plugin/src/rules/orders.ts';

const ready = new WeakSet<DatabaseSync>();

/** Columns added since the first orders table, each with its type: an old data folder gains them on first use. */
const ADDED: Array<[string, string]> = [
  ['lang', "TEXT NOT NULL DEFAULT 'en'"],
  ['activation_id', 'TEXT NULL'],
  ['day_id', 'TEXT NULL'],
  ['day', 'TEXT NULL'],
  ['held', 'INTEGER NOT NULL DEFAULT 0'],
  ['hold_until', 'INTEGER NULL'],
  ['hashed_at', 'INTEGER NULL'],
  ['next_check', 'INTEGER NULL'],
  ['uid', 'TEXT NULL'],
  ['refund', 'REAL NULL'],
];

/** Created on first use, so the store needs to know nothing about payments (and an old data folder gains them). */
export function ensureTables(db: DatabaseSync): void {
  if (ready.has(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS orders (
      prn TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, created_at TEXT NOT NULL,
      amount REAL NULL, qty INTEGER NULL, status TEXT NOT NULL DEFAULT 'created', result TEXT NULL
    );
    CREATE TABLE IF NOT EXISTS gateway_txns (
      uid INTEGER PRIMARY KEY AUTOINCREMENT, prn TEXT NOT NULL, ps TEXT NOT NULL, rc TEXT NOT NULL, created_at TEXT NOT NULL,
      paisa INTEGER NULL
    );
    CREATE INDEX IF NOT EXISTS gateway_txns_prn ON gateway_txns (prn);
    CREATE TABLE IF NOT EXISTS issued_tickets (
      activation_id TEXT NOT NULL, number INTEGER NOT NULL, prn TEXT NOT NULL, day TEXT NOT NULL,
      PRIMARY KEY (activation_id, number)
    );
  `);
  // A data folder from before a column: its orders were English, held nothing and were never swept.
  const columns = new Set(
    (db.prepare('PRAGMA table_info(orders)').all() as Array<{ name: string }>).map((c) => c.name),
  );
  for (const [name, type] of ADDED) if (!columns.has(name)) db.exec(`ALTER TABLE orders ADD COLUMN ${name} ${type}`);
  // The amount of each gateway attempt (a gateway-only sandbox has no order to read it from): unknown before it.
  const txnColumns = (db.prepare('PRAGMA table_info(gateway_txns)').all() as Array<{ name: string }>).map(
    (c) => c.name,
  );
  if (!txnColumns.includes('paisa')) db.exec('ALTER TABLE gateway_txns ADD COLUMN paisa INTEGER NULL');
  db.exec(`
    CREATE INDEX IF NOT EXISTS orders_holds ON orders (status, hold_until);
    CREATE INDEX IF NOT EXISTS orders_checks ON orders (next_check);
  `);
  ready.add(db);
}

export type NewOrder = {
  name: string;
  email: string;
  phone: string;
  lang: OrderLang;
  /** The hold: seats, amount, where and until when. */
  qty: number;
  amount: number;
  activationId: string;
  dayId: string | null;
  day: string;
  holdUntil: number;
};

/** A new order holding its seats (the caller moves the day's counts in the same transaction). */
export function createOrder(db: DatabaseSync, o: NewOrder, now: number): string {
  ensureTables(db);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO orders (prn, name, email, phone, lang, created_at, amount, qty, status, activation_id, day_id,
       day, held, hold_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'held', ?, ?, ?, ?, ?)`,
  );
  for (;;) {
    const prn = newPrn(now);
    const row = [o.name, o.email, o.phone, o.lang, new Date(now).toISOString(), o.amount, o.qty] as const;
    const where = [o.activationId, o.dayId, o.day, o.qty, o.holdUntil] as const;
    // A clash is all but impossible; retrying keeps the primary key the only judge of uniqueness.
    if (Number(insert.run(prn, ...row, ...where).changes) === 1) return prn;
  }
}

export function getOrder(db: DatabaseSync, prn: string): Order | undefined {
  ensureTables(db);
  return db.prepare('SELECT * FROM orders WHERE prn = ?').get(prn) as Order | undefined;
}

/** The buyer is sent to the gateway: from a minute on, the sweep asks the gateway about this order. */
export function markHashed(db: DatabaseSync, prn: string, now: number, firstCheck: number): void {
  db.prepare('UPDATE orders SET hashed_at = COALESCE(hashed_at, ?), next_check = ? WHERE prn = ?').run(
    now,
    firstCheck,
    prn,
  );
}

/** A status change and what goes with it; the caller holds the transaction and moves the day's counts. */
export function setOrder(db: DatabaseSync, prn: string, patch: OrderPatch): void {
  const keys = Object.keys(patch) as Array<keyof typeof patch>;
  if (keys.length === 0) return;
  db.prepare(`UPDATE orders SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE prn = ?`).run(
    ...keys.map((k) => patch[k] ?? null),
    prn,
  );
}

/** Orders holding seats past their time (the sweep releases them). */
export function lapsedHolds(db: DatabaseSync, now: number): Order[] {
  ensureTables(db);
  return db
    .prepare("SELECT * FROM orders WHERE status = 'held' AND held > 0 AND hold_until <= ? ORDER BY hold_until")
    .all(now) as Order[];
}

/** Orders sent to the gateway, not settled, due for a status check. */
export function dueChecks(db: DatabaseSync, now: number, limit: number): Order[] {
  ensureTables(db);
  return db
    .prepare(
      `SELECT * FROM orders WHERE next_check IS NOT NULL AND next_check <= ?
         AND status IN ('held', 'expired', 'failed') ORDER BY next_check LIMIT ?`,
    )
    .all(now, limit) as Order[];
}

/** The gateway's trace id for one payment attempt (UID) of `paisa`, numbered like Fonepay's. */
export function recordGatewayTxn(
  db: DatabaseSync,
  prn: string,
  ps: boolean,
  rc: string,
  now: number,
  paisa: number,
): string {
  ensureTables(db);
  const row = db
    .prepare('INSERT INTO gateway_txns (prn, ps, rc, created_at, paisa) VALUES (?, ?, ?, ?, ?) RETURNING uid')
    .get(prn, String(ps), rc, new Date(now).toISOString(), paisa) as { uid: number };
  return String(36_000 + row.uid);
}

/** The amount (paisa) of a PRN's latest attempt at the gateway, or null when it has none (or from before amounts). */
export function gatewayAmount(db: DatabaseSync, prn: string): number | null {
  ensureTables(db);
  const row = db.prepare('SELECT paisa FROM gateway_txns WHERE prn = ? ORDER BY uid DESC LIMIT 1').get(prn) as
    { paisa: number | null } | undefined;
  return row?.paisa ?? null;
}

/** The gateway takes each PRN's money once. */
export function gatewayPaid(db: DatabaseSync, prn: string): boolean {
  ensureTables(db);
  return db.prepare("SELECT 1 FROM gateway_txns WHERE prn = ? AND ps = 'true'").get(prn) !== undefined;
}

export function issuedNumbers(db: DatabaseSync, activationId: string): Set<number> {
  const rows = db.prepare('SELECT number FROM issued_tickets WHERE activation_id = ?').all(activationId) as Array<{
    number: number;
  }>;
  return new Set(rows.map((r) => Number(r.number)));
}

export function recordIssued(
  db: DatabaseSync,
  activationId: string,
  numbers: number[],
  prn: string,
  day: string,
): void {
  const insert = db.prepare('INSERT INTO issued_tickets (activation_id, number, prn, day) VALUES (?, ?, ?, ?)');
  for (const n of numbers) insert.run(activationId, n, prn, day);
}

/** What the gateway knows of a PRN: its paid attempt (with its trace id), else its last attempt, else nothing. */
export function gatewayState(
  db: DatabaseSync,
  prn: string,
): { paid: true; uid: string } | { paid: false; rc: string } | null {
  ensureTables(db);
  const paid = db.prepare("SELECT uid FROM gateway_txns WHERE prn = ? AND ps = 'true' LIMIT 1").get(prn) as
    { uid: number } | undefined;
  if (paid) return { paid: true, uid: String(36_000 + Number(paid.uid)) };
  const last = db.prepare('SELECT rc FROM gateway_txns WHERE prn = ? ORDER BY uid DESC LIMIT 1').get(prn) as
    { rc: string } | undefined;
  return last ? { paid: false, rc: last.rc } : null;
}
