// The payment rules' storage on Payload: orders, activation days and issued numbers read and written with the
// request's transaction (req), and the write that serialises seat changes on any database: each payment transaction
// first bumps the active activations' `seatsVersion` in one statement, which takes their rows' write locks (Postgres)
// or the database's (SQLite) before anything is read, so two buyers never both take the last seat
// (docs/decisions/cms-plugin.md, "Seat lock").
import type { PayloadRequest } from 'payload';
import type { Order, OrderPatch } from './rules/orders.ts';
import type { Activation, TicketDay } from './rules/seats.ts';
import { ISSUED, ORDERS } from './orders.ts';
import { SEAT_WRITE } from './webhooks.ts';

const ACTIVATIONS = 'activate-ticket';
const ctx = { [SEAT_WRITE]: true };

type Doc = Record<string, unknown> & { id: string | number };

function toOrder(d: Doc): Order {
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  const s = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    prn: String(d.prn),
    name: s(d.name) ?? '',
    email: s(d.email) ?? '',
    phone: s(d.phone) ?? '',
    lang: d.lang === 'ne' ? 'ne' : 'en',
    created_at: s(d.createdAt) ?? '',
    amount: n(d.amount),
    qty: n(d.qty),
    status: (s(d.status) ?? 'created') as Order['status'],
    result: s(d.result),
    activation_id: s(d.activation_id),
    day_id: s(d.day_id),
    day: s(d.day),
    held: n(d.held) ?? 0,
    hold_until: n(d.hold_until),
    hashed_at: n(d.hashed_at),
    next_check: n(d.next_check),
    uid: s(d.uid),
    refund: n(d.refund),
  };
}

export async function findOrder(req: PayloadRequest, prn: string): Promise<Order | undefined> {
  const { docs } = await req.payload.find({
    collection: ORDERS,
    where: { prn: { equals: prn } },
    limit: 1,
    depth: 0,
    req,
  });
  return docs[0] ? toOrder(docs[0] as Doc) : undefined;
}

export async function createOrder(
  req: PayloadRequest,
  data: Omit<Order, 'created_at' | 'result' | 'uid' | 'refund' | 'hashed_at' | 'next_check'>,
) {
  await req.payload.create({ collection: ORDERS, data, depth: 0, req });
}

/**
 * Writes only the patch's fields, in one statement. A Payload update reads the order and writes all of it back, so a
 * write outside the seat lock (generate-hash's times, the sweep's next check) racing a verify in another process could
 * put back the status read before the booking: a booked order `held` again, its seats released by the next sweep. SQL:
 * one `UPDATE … SET <the patch> WHERE prn = …` (the adapter's atomic update); MongoDB's update sets only the fields given.
 */
export async function setOrder(
  req: PayloadRequest,
  prn: string,
  patch: OrderPatch & { mailed?: number; mail_due?: number | null },
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await req.payload.db.updateOne({
    collection: ORDERS,
    where: { prn: { equals: prn } },
    data: { ...patch, updatedAt: new Date().toISOString() },
    req,
    returning: false,
    ...(isSql(req.payload.db) ? { options: { atomic: true } } : {}),
  });
}

export async function activations(req: PayloadRequest): Promise<Activation[]> {
  const { docs } = await req.payload.find({
    collection: ACTIVATIONS,
    where: { isActive: { equals: true } },
    limit: 0,
    depth: 0,
    req,
  });
  return docs as unknown as Activation[];
}

/** Payload's SQL adapters (Postgres, SQLite): their statement runner, table names and each transaction's handle. */
type SqlAdapter = {
  execute: (a: { db: unknown; raw: string }) => Promise<unknown>;
  tableNameMap: Map<string, string>;
  sessions: Record<string | number, { db: unknown } | undefined>;
  drizzle: unknown;
};
const isSql = (db: unknown): db is SqlAdapter =>
  typeof (db as SqlAdapter).execute === 'function' && (db as SqlAdapter).tableNameMap instanceof Map;

/**
 * Takes the seat lock: the first write of every payment transaction that may change counts. On SQL it is one UPDATE
 * made before anything is read: a Payload update reads the document and then writes all of it, days included, so a
 * lock taken by Payload's own update would write back days read before the lock, and on Postgres (read committed) a
 * second process's update would undo the first's seats. MongoDB keeps Payload's update (a conflicting write there
 * aborts the transaction).
 */
export async function lockSeats(req: PayloadRequest): Promise<void> {
  const db = req.payload.db as unknown;
  if (isSql(db)) {
    const id = await req.transactionID;
    const table = db.tableNameMap.get('activate_ticket') ?? 'activate_ticket';
    await db.execute({
      db: (id !== undefined && db.sessions[id]?.db) || db.drizzle,
      raw: `UPDATE "${table}" SET "seats_version" = COALESCE("seats_version", 0) + 1 WHERE "is_active" = true`,
    });
    return;
  }
  for (const a of await activations(req))
    await req.payload.update({
      collection: ACTIVATIONS,
      id: a.id,
      data: { seatsVersion: (Number((a as Doc).seatsVersion) || 0) + 1 },
      depth: 0,
      context: ctx,
      req,
    });
}

export async function setDays(req: PayloadRequest, id: string | number, days: TicketDay[]): Promise<void> {
  await req.payload.update({ collection: ACTIVATIONS, id, data: { days }, depth: 0, context: ctx, req });
}

export async function issuedNumbers(req: PayloadRequest, activationId: string): Promise<Set<number>> {
  const { docs } = await req.payload.find({
    collection: ISSUED,
    where: { activation: { equals: activationId } },
    limit: 0,
    depth: 0,
    req,
  });
  return new Set(docs.map((d) => Number((d as Doc).number)));
}

export async function recordIssued(
  req: PayloadRequest,
  activation: string,
  numbers: number[],
  prn: string,
  day: string,
) {
  for (const number of numbers)
    await req.payload.create({ collection: ISSUED, data: { activation, number, prn, day }, depth: 0, req });
}

/** The day's matches as the e-ticket names them, from the CMS's own documents. */
export async function dayMatches(req: PayloadRequest, day: TicketDay) {
  const ids = (day.matches ?? [])
    .map((m) => (typeof m === 'object' && m ? (m as Doc).id : m))
    .filter((m) => m !== null && m !== undefined) as Array<string | number>;
  if (!ids.length) return [];
  const { docs } = await req.payload.find({
    collection: 'matches',
    where: { id: { in: ids } },
    depth: 1,
    limit: 0,
    req,
  });
  const name = (t: unknown, key: string) =>
    typeof t === 'object' && t && typeof (t as Doc)[key] === 'string' ? ((t as Doc)[key] as string) : null;
  return docs.map((m) => {
    const d = m as Doc;
    return {
      home: name(d.homeTeam, 'team_name') ?? 'TBD',
      away: name(d.awayTeam, 'team_name') ?? 'TBD',
      home_ne: name(d.homeTeam, 'team_name_ne'),
      away_ne: name(d.awayTeam, 'team_name_ne'),
      kickoff: typeof d.time === 'string' ? d.time : null,
    };
  });
}
