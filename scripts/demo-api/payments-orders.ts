// The payment tables of the demo API (node:sqlite, next to the store's documents): orders, gateway trace ids, issued tickets.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export type OrderStatus = 'created' | 'hashed' | 'verified' | 'failed';
/** The buyer's language, which their confirmation e-mail is written in (issue 17). */
export type OrderLang = 'en' | 'ne';
export type Order = {
  prn: string;
  name: string;
  email: string;
  phone: string;
  lang: OrderLang;
  created_at: string;
  amount: number | null;
  qty: number | null;
  status: OrderStatus;
  result: string | null;
};

const ready = new WeakSet<DatabaseSync>();

/** Created on first use, so the store needs to know nothing about payments (and an old data folder gains them). */
export function ensureTables(db: DatabaseSync): void {
  if (ready.has(db)) return;
  db.exec(`
    CREATE TABLE IF NOT EXISTS orders (
      prn TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, created_at TEXT NOT NULL,
      amount REAL NULL, qty INTEGER NULL, status TEXT NOT NULL DEFAULT 'created', result TEXT NULL, lang TEXT NOT NULL DEFAULT 'en'
    );
    CREATE TABLE IF NOT EXISTS gateway_txns (
      uid INTEGER PRIMARY KEY AUTOINCREMENT, prn TEXT NOT NULL, ps TEXT NOT NULL, rc TEXT NOT NULL, created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS gateway_txns_prn ON gateway_txns (prn);
    CREATE TABLE IF NOT EXISTS issued_tickets (
      activation_id TEXT NOT NULL, number INTEGER NOT NULL, prn TEXT NOT NULL, day TEXT NOT NULL,
      PRIMARY KEY (activation_id, number)
    );
  `);
  // A data folder from before the buyer's language: its orders were English.
  const columns = db.prepare('PRAGMA table_info(orders)').all() as Array<{ name: string }>;
  if (!columns.some((c) => c.name === 'lang')) db.exec("ALTER TABLE orders ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'");
  ready.add(db);
}

/** 'SFL' + base-36 time + random: unique, upper-case alphanumerics, 17 characters (Fonepay allows 3 to 25). */
export function newPrn(now: number): string {
  const rand = Array.from(randomBytes(6), (b) => (b % 36).toString(36)).join('');
  return `SFL${now.toString(36)}${rand}`.toUpperCase().slice(0, 25);
}

export function createOrder(
  db: DatabaseSync,
  who: { name: string; email: string; phone: string; lang: OrderLang },
  now: number,
): string {
  ensureTables(db);
  const insert = db.prepare(
    'INSERT OR IGNORE INTO orders (prn, name, email, phone, lang, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (;;) {
    const prn = newPrn(now);
    // A clash is all but impossible; retrying keeps the primary key the only judge of uniqueness.
    if (Number(insert.run(prn, who.name, who.email, who.phone, who.lang, new Date(now).toISOString()).changes) === 1)
      return prn;
  }
}

export function getOrder(db: DatabaseSync, prn: string): Order | undefined {
  ensureTables(db);
  return db.prepare('SELECT * FROM orders WHERE prn = ?').get(prn) as Order | undefined;
}

/** Fix the amount against the PRN (generate-hash): from here on the server, not the browser, knows the price. */
export function fixAmount(db: DatabaseSync, prn: string, amount: number, qty: number): void {
  db.prepare("UPDATE orders SET amount = ?, qty = ?, status = 'hashed' WHERE prn = ? AND status != 'verified'").run(
    amount,
    qty,
    prn,
  );
}

export function markVerified(db: DatabaseSync, prn: string, result: unknown): void {
  db.prepare("UPDATE orders SET status = 'verified', result = ? WHERE prn = ?").run(JSON.stringify(result), prn);
}

/** A failed or cancelled payment; never overwrites a verified order (its tickets stand). */
export function markFailed(db: DatabaseSync, prn: string, result: unknown): void {
  db.prepare("UPDATE orders SET status = 'failed', result = ? WHERE prn = ? AND status != 'verified'").run(
    JSON.stringify(result),
    prn,
  );
}

/** The gateway's trace id for one payment attempt (UID), numbered like Fonepay's. */
export function recordGatewayTxn(db: DatabaseSync, prn: string, ps: boolean, rc: string, now: number): string {
  ensureTables(db);
  const row = db
    .prepare('INSERT INTO gateway_txns (prn, ps, rc, created_at) VALUES (?, ?, ?, ?) RETURNING uid')
    .get(prn, String(ps), rc, new Date(now).toISOString()) as { uid: number };
  return String(36_000 + row.uid);
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
