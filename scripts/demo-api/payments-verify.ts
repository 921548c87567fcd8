// Settling an order once the gateway says it was paid (or not): verify calls it with the buyer's signed return, the
// sweep with the gateway's status check. The decisions are the shared rules' (cms/plugin/src/rules/settlement.ts); here
// each step reads, plans and writes in one synchronous SQLite transaction, so racing calls queue up.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { settlementEmail, writeOutbox, type Confirmation } from './payments-mail.ts';
import { SETTLED, getOrder, issuedNumbers, recordIssued, setOrder, type Order } from './payments-orders.ts';
import { findDay, type Activation, type DayRef, type TicketDay } from '../../cms/plugin/src/rules/seats.ts';
import { isPaidReturn, paidAmountRefusal, signedReturn } from '../../cms/plugin/src/rules/payment-requests.ts';
import {
  maskEmail,
  planSettlePaid,
  releasePlan,
  storedAnswer,
  unpaidPatch,
  type SettledResult,
} from '../../cms/plugin/src/rules/settlement.ts';
import { HttpError, must, readJson, sendJson } from './payments-http.ts';
import type { PaymentContext } from './payments-types.ts';

export { maskEmail } from '../../cms/plugin/src/rules/settlement.ts';
export type { BookedResult, SettledResult, UnbookedResult } from '../../cms/plugin/src/rules/settlement.ts';

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
  const days = releasePlan(order, ref);
  if (ref && days) ctx.store.update('activate-ticket', ref.doc.id, { days });
  setOrder(ctx.store.db, order.prn, { held: 0 });
}

/**
 * A paid order: its live hold becomes booked seats; a lapsed (or released) hold books fresh seats if the day still has
 * them; otherwise the order is paid_unbooked and the league owes its amount back. Settled orders answer as before.
 */
export function settlePaid(ctx: PaymentContext, prn: string, uid: string): Settlement {
  return ctx.store.transaction(() => {
    const order = getOrder(ctx.store.db, prn);
    if (!order) throw new HttpError(400, 'Unknown payment reference.');
    const stored = storedAnswer(order);
    if (stored) return { kind: 'replay', result: stored, order };
    const ref = orderDay(ctx, order);
    const plan = planSettlePaid({
      order,
      ref,
      uid,
      now: ctx.clock(),
      pricePerTicket: ctx.config.pricePerTicket,
      taken: ref ? issuedNumbers(ctx.store.db, String(ref.doc.id)) : new Set(),
      matches: ref ? dayMatches(ctx, ref.days[ref.index]!) : [],
    });
    if (plan.days) ctx.store.update('activate-ticket', plan.days.ref.doc.id, { days: plan.days.days });
    if (plan.issued.length && plan.days)
      recordIssued(ctx.store.db, String(plan.days.ref.doc.id), plan.issued, prn, order.day ?? '');
    setOrder(ctx.store.db, prn, plan.order);
    return { kind: 'new', result: plan.result, order };
  });
}

/** Declined or cancelled at the gateway: the hold is released (a settled order is never touched). */
export function settleUnpaid(ctx: PaymentContext, prn: string, rc: string): void {
  ctx.store.transaction(() => {
    const order = getOrder(ctx.store.db, prn);
    if (!order || SETTLED.has(order.status)) return;
    releaseHold(ctx, order);
    setOrder(ctx.store.db, prn, unpaidPatch(rc));
  });
}

/** The e-mail of a new settlement (a booking's confirmation, or the refund notice): a failure is logged, never thrown. */
export function mailSettlement(ctx: PaymentContext, s: Settlement): void {
  if (s.kind !== 'new') return;
  const r = s.result;
  try {
    const text = settlementEmail(r, s.order, ctx.clock(), ctx.siteUrl);
    if (writeOutbox(ctx.dataDir, r.orderId, text)) ctx.log(`settle: ${r.orderId} e-mail in outbox`);
  } catch (e) {
    ctx.log(`settle: ${r.orderId} e-mail not written: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * POST /api/payments/verify: the gateway's signed return alone (formData and agreed are ignored). Answers the
 * settlement: booked (with the masked e-mail on the answer that booked), paid_unbooked, or the stored answer again.
 */
export async function verify(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const started = performance.now();
  const { merchantId, secret } = ctx.config;
  const ret = must(signedReturn(await readJson(req), { merchantId, secret }));
  const order = getOrder(ctx.store.db, ret.PRN);
  if (!order) throw new HttpError(400, 'Unknown payment reference.');
  // The same PRN again (a reload, a second tab, the sweep first): the stored answer, nothing booked twice.
  const stored = storedAnswer(order);
  if (stored) {
    ctx.log(`verify: ${order.prn} again, answered with its stored result`);
    return sendJson(res, 200, stored);
  }
  if (!isPaidReturn(ret)) {
    settleUnpaid(ctx, order.prn, ret.RC);
    throw new HttpError(400, 'The payment was not successful.');
  }
  must(paidAmountRefusal(ret, order) ?? { ok: true, value: null });

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
