// Settling an order once the gateway says it was paid (or not): verify calls it with the buyer's signed return, the
// sweep with the gateway's status check. What is booked comes from the order alone (fixed at pre-check), never from the
// browser; each step reads, checks and writes in one synchronous transaction, so racing calls queue up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETURN_ORDER, dvMatches, returnDv, returnedPaisa, type ReturnFields } from './fonepay.ts';
import { confirmationEmail, refundEmail, writeOutbox, type Confirmation } from './payments-mail.ts';
import { SETTLED, getOrder, issuedNumbers, recordIssued, setOrder, type Order } from './payments-orders.ts';
import {
  bookFresh,
  bookHeld,
  canTake,
  findDay,
  releaseSeats,
  ticketNumbers,
  type Activation,
  type DayRef,
  type TicketDay,
} from './payments-tickets.ts';
import { HttpError, readJson, sendJson, text } from './payments-http.ts';
import type { PaymentContext } from './payments-types.ts';

const DEFAULT_VENUE = 'Dhapakhel Lalitpur Stadium';

/** What a booked order answers: the e-ticket's facts and the holder's name, never an e-mail address or phone. */
export type BookedResult = Omit<Confirmation, 'email'> & {
  verified: true;
  status: 'booked';
  currency: 'NPR';
  message: string;
};
export type UnbookedResult = {
  verified: false;
  status: 'paid_unbooked';
  orderId: string;
  transactionId: string;
  amount: number;
  currency: 'NPR';
  ticketQty: number;
  match_date: string;
  message: string;
};
export type SettledResult = BookedResult | UnbookedResult;
/** 'new': this call settled the order (and mails it); 'replay': it was settled before, here is its stored answer. */
export type Settlement = { kind: 'new' | 'replay'; result: SettledResult; order: Order };

/** The day's matches as the e-mail names them, from the store's own documents (never the browser's copy). */
function dayMatches(ctx: PaymentContext, day: TicketDay): Confirmation['matches'] {
  // Relations are ids at depth 0, but an admin-edited document may hold an object or null: accept all three.
  const load = (collection: string, ref: unknown): Record<string, unknown> | undefined =>
    typeof ref === 'object' && ref
      ? (ref as Record<string, unknown>)
      : typeof ref === 'number' || typeof ref === 'string'
        ? ctx.store.get(collection, ref)
        : undefined;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  const teamName = (ref: unknown) => text(load('teams', ref)?.team_name) ?? 'TBD';
  /** The Nepali name where the CMS has it (issue 42): the Nepali e-mail names the schools with it. */
  const teamNameNe = (ref: unknown) => text(load('teams', ref)?.team_name_ne);
  return (day.matches ?? []).flatMap((ref) => {
    const m = load('matches', ref);
    return m
      ? [
          {
            home: teamName(m.homeTeam),
            away: teamName(m.awayTeam),
            home_ne: teamNameNe(m.homeTeam),
            away_ne: teamNameNe(m.awayTeam),
            kickoff: typeof m.time === 'string' ? m.time : null,
          },
        ]
      : [];
  });
}

/** The order's day, where pre-check found it (by its row id, else its Nepal date). */
export function orderDay(ctx: PaymentContext, order: Order): DayRef | null {
  if (!order.day) return null;
  return findDay(ctx.store.all('activate-ticket') as Activation[], order.day, order.day_id);
}

/** Gives a held order's seats back to its day (inside the caller's transaction). */
export function releaseHold(ctx: PaymentContext, order: Order): void {
  if (order.held <= 0) return;
  const ref = orderDay(ctx, order);
  if (ref) ctx.store.update('activate-ticket', ref.doc.id, { days: releaseSeats(ref.days, ref.index, order.held) });
  setOrder(ctx.store.db, order.prn, { held: 0 });
}

function book(ctx: PaymentContext, order: Order, ref: DayRef, uid: string, fromHold: boolean): BookedResult {
  const qty = order.qty ?? 0;
  const activationId = String(ref.doc.id);
  const numbers = ticketNumbers(ref.doc, ref.days, ref.index, qty, issuedNumbers(ctx.store.db, activationId));
  const days = fromHold ? bookHeld(ref.days, ref.index, qty) : bookFresh(ref.days, ref.index, qty);
  ctx.store.update('activate-ticket', ref.doc.id, { days });
  const day = days[ref.index]!;
  recordIssued(ctx.store.db, activationId, numbers, order.prn, order.day ?? '');
  return {
    verified: true,
    status: 'booked',
    orderId: order.prn,
    transactionId: uid,
    ticketNumbers: numbers,
    ticketQty: qty,
    pricePerTicket: ctx.config.pricePerTicket,
    amount: order.amount ?? 0,
    currency: 'NPR',
    week: typeof ref.doc.week === 'number' ? ref.doc.week : null,
    match_date: day.date ?? order.day ?? '',
    venue: typeof day.venue === 'string' && day.venue.trim() ? day.venue : DEFAULT_VENUE,
    venue_ne: typeof day.venue_ne === 'string' && day.venue_ne.trim() ? day.venue_ne : null,
    matches: dayMatches(ctx, day),
    name: order.name,
    message: 'Payment verified. Your tickets are booked; a confirmation e-mail is on its way.',
  };
}

/**
 * A paid order: its live hold becomes booked seats; a lapsed (or released) hold books fresh seats if the day still has
 * them; otherwise the order is paid_unbooked and the league owes its amount back. Settled orders answer as before.
 */
export function settlePaid(ctx: PaymentContext, prn: string, uid: string): Settlement {
  return ctx.store.transaction(() => {
    const order = getOrder(ctx.store.db, prn);
    if (!order) throw new HttpError(400, 'Unknown payment reference.');
    if (SETTLED.has(order.status) && order.result)
      return { kind: 'replay', result: JSON.parse(order.result) as SettledResult, order };
    const now = ctx.clock();
    const ref = orderDay(ctx, order);
    const live = order.status === 'held' && order.held > 0 && (order.hold_until ?? 0) > now && ref !== null;
    let result: SettledResult;
    if (live) {
      result = book(ctx, order, ref, uid, true);
    } else {
      // A hold that lapsed but was not yet swept gives its seats back first: they are this buyer's to take again.
      if (order.held > 0) releaseHold(ctx, order);
      const fresh = orderDay(ctx, order);
      const qty = order.qty ?? 0;
      result =
        qty > 0 && canTake(fresh, qty, now) === null
          ? book(ctx, order, fresh!, uid, false)
          : {
              verified: false,
              status: 'paid_unbooked',
              orderId: order.prn,
              transactionId: uid,
              amount: order.amount ?? 0,
              currency: 'NPR',
              ticketQty: qty,
              match_date: fresh?.days[fresh.index]?.date ?? order.day ?? '',
              message:
                'Your payment was received, but the seats held for you had gone back on sale and none are left. The league refunds the full amount.',
            };
    }
    setOrder(ctx.store.db, prn, {
      status: result.status,
      result: JSON.stringify(result),
      held: 0,
      uid,
      refund: result.status === 'paid_unbooked' ? result.amount : null,
      next_check: null,
    });
    return { kind: 'new', result, order };
  });
}

/** Declined or cancelled at the gateway: the hold is released (a settled order is never touched). */
export function settleUnpaid(ctx: PaymentContext, prn: string, rc: string): void {
  ctx.store.transaction(() => {
    const order = getOrder(ctx.store.db, prn);
    if (!order || SETTLED.has(order.status)) return;
    releaseHold(ctx, order);
    setOrder(ctx.store.db, prn, {
      status: 'failed',
      result: JSON.stringify({ verified: false, message: `Payment ${rc}.` }),
    });
  });
}

/** The e-mail of a new settlement (a booking's confirmation, or the refund notice): a failure is logged, never thrown. */
export function mailSettlement(ctx: PaymentContext, s: Settlement): void {
  if (s.kind !== 'new') return;
  const r = s.result;
  try {
    const text =
      r.status === 'booked'
        ? confirmationEmail({ ...r, email: s.order.email }, ctx.clock(), ctx.siteUrl, s.order.lang)
        : refundEmail({ ...r, name: s.order.name, email: s.order.email }, ctx.clock(), ctx.siteUrl, s.order.lang);
    if (writeOutbox(ctx.dataDir, r.orderId, text)) ctx.log(`settle: ${r.orderId} e-mail in outbox`);
  } catch (e) {
    ctx.log(`settle: ${r.orderId} e-mail not written: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** 's•••@example.com': enough for the buyer to see where the confirmation went, not an address to copy. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

/**
 * POST /api/payments/verify: the gateway's signed return alone (formData and agreed are ignored). Answers the
 * settlement: booked (with the masked e-mail on the answer that booked), paid_unbooked, or the stored answer again.
 */
export async function verify(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const started = performance.now();
  const body = await readJson(req);
  const ret = Object.fromEntries(RETURN_ORDER.map((k) => [k, text(body, k, true)])) as ReturnFields;
  if (!dvMatches(returnDv(ctx.config.secret, ret), body.DV))
    refuse(400, 'The payment response failed data validation (DV).');
  if (ret.PID !== ctx.config.merchantId) refuse(400, 'Unknown merchant.');
  const order = getOrder(ctx.store.db, ret.PRN) ?? refuse(400, 'Unknown payment reference.');
  // The same PRN again (a reload, a second tab, the sweep first): the stored answer, nothing booked twice.
  if (SETTLED.has(order.status) && order.result) {
    ctx.log(`verify: ${order.prn} again, answered with its stored result`);
    return sendJson(res, 200, JSON.parse(order.result));
  }
  if (ret.PS.toLowerCase() !== 'true' || ret.RC.toLowerCase() !== 'successful') {
    settleUnpaid(ctx, order.prn, ret.RC);
    refuse(400, 'The payment was not successful.');
  }
  if (order.amount === null) refuse(400, 'No amount was fixed for this payment reference.');
  const fixed = Math.round(order.amount * 100);
  if (returnedPaisa(ret.P_AMT) !== fixed || returnedPaisa(ret.R_AMT) !== fixed)
    refuse(400, 'The amount paid does not match the order.');

  const s = settlePaid(ctx, order.prn, ret.UID);
  const r = s.result;
  if (s.kind === 'new')
    ctx.log(
      r.status === 'booked'
        ? `verify: ${r.orderId} booked #${r.ticketNumbers.join(', #')} in ${(performance.now() - started).toFixed(0)} ms`
        : `verify: ${r.orderId} paid but unbooked: refund NPR ${r.amount} owed`,
    );
  mailSettlement(ctx, s);
  sendJson(res, 200, s.kind === 'new' && r.status === 'booked' ? { ...r, sentTo: maskEmail(order.email) } : r);
}
