// POST /api/payments/verify: check the gateway's signed return, then book the seats in one synchronous transaction.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RETURN_ORDER, dvMatches, returnDv, returnedPaisa, type ReturnFields } from './fonepay.ts';
import { confirmationEmail, writeOutbox, type Confirmation } from './payments-mail.ts';
import { getOrder, issuedNumbers, markFailed, markVerified, recordIssued, type Order } from './payments-orders.ts';
import { allocate, chooseDay, nepalDate, type Activation, type TicketDay } from './payments-tickets.ts';
import { HttpError, readJson, sendJson, text } from './payments-http.ts';
import type { PaymentContext } from './payments-types.ts';

const DEFAULT_VENUE = 'Dhapakhel Lalitpur Stadium';

export type VerifiedResult = Confirmation & { verified: true; phone: string; currency: 'NPR'; message: string };
type Outcome =
  { kind: 'booked' | 'replay'; result: VerifiedResult } | { kind: 'refused'; status: number; message: string };

function refuse(status: number, message: string): never {
  throw new HttpError(status, message);
}

/** The day's matches as the e-mail names them, from the store's own documents (never the browser's copy). */
function dayMatches(ctx: PaymentContext, day: TicketDay): Confirmation['matches'] {
  // Relations are ids at depth 0, but an admin-edited document may hold an object or null: accept all three.
  const load = (collection: string, ref: unknown): Record<string, unknown> | undefined =>
    typeof ref === 'object' && ref
      ? (ref as Record<string, unknown>)
      : typeof ref === 'number' || typeof ref === 'string'
        ? ctx.store.get(collection, ref)
        : undefined;
  const teamName = (ref: unknown) => {
    const t = load('teams', ref);
    return typeof t?.team_name === 'string' ? t.team_name : 'TBD';
  };
  return (day.matches ?? []).flatMap((ref) => {
    const m = load('matches', ref);
    return m
      ? [
          {
            home: teamName(m.homeTeam),
            away: teamName(m.awayTeam),
            kickoff: typeof m.time === 'string' ? m.time : null,
          },
        ]
      : [];
  });
}

/** Read, check and write with no await in between: node:sqlite is synchronous, so racing verifies queue up here. */
function book(ctx: PaymentContext, order: Order, ret: ReturnFields, qty: number, matchDate: string): Outcome {
  const db = ctx.store.db;
  const now = ctx.clock();
  const fresh = getOrder(db, order.prn)!;
  if (fresh.status === 'verified' && fresh.result)
    return { kind: 'replay', result: JSON.parse(fresh.result) as VerifiedResult };
  const choice = chooseDay(ctx.store.all('activate-ticket') as Activation[], matchDate, qty, now);
  if ('status' in choice) {
    markFailed(db, order.prn, { verified: false, message: choice.message });
    return { kind: 'refused', status: choice.status, message: choice.message };
  }
  const activationId = String(choice.doc.id);
  const { numbers, days, day } = allocate(choice.doc, choice.days, choice.index, qty, issuedNumbers(db, activationId));
  ctx.store.update('activate-ticket', choice.doc.id, { days });
  recordIssued(db, activationId, numbers, order.prn, nepalDate(day.date) ?? '');
  const result: VerifiedResult = {
    verified: true,
    orderId: order.prn,
    transactionId: ret.UID,
    ticketNumbers: numbers,
    ticketQty: qty,
    pricePerTicket: ctx.config.pricePerTicket,
    amount: order.amount ?? 0,
    currency: 'NPR',
    week: typeof choice.doc.week === 'number' ? choice.doc.week : null,
    match_date: day.date ?? matchDate,
    venue: typeof day.venue === 'string' && day.venue.trim() ? day.venue : DEFAULT_VENUE,
    matches: dayMatches(ctx, day),
    name: order.name,
    email: order.email,
    phone: order.phone,
    message: 'Payment verified. Your tickets are booked; a confirmation e-mail is on its way.',
  };
  markVerified(db, order.prn, result);
  return { kind: 'booked', result };
}

export async function verify(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const body = await readJson(req);
  const ret = Object.fromEntries(RETURN_ORDER.map((k) => [k, text(body, k, true)])) as ReturnFields;
  if (!dvMatches(returnDv(ctx.config.secret, ret), body.DV))
    refuse(400, 'The payment response failed data validation (DV).');
  if (ret.PID !== ctx.config.merchantId) refuse(400, 'Unknown merchant.');
  const order = getOrder(ctx.store.db, ret.PRN) ?? refuse(400, 'Unknown payment reference.');
  // The same PRN again (a reload, a second tab): the first answer, nothing booked twice.
  if (order.status === 'verified' && order.result) {
    ctx.log(`verify: ${order.prn} again, answered with its first result`);
    return sendJson(res, 200, JSON.parse(order.result));
  }
  if (ret.PS.toLowerCase() !== 'true' || ret.RC.toLowerCase() !== 'successful') {
    markFailed(ctx.store.db, order.prn, { verified: false, message: `Payment ${ret.RC}.` });
    refuse(400, 'The payment was not successful.');
  }
  if (order.amount === null) refuse(400, 'No amount was fixed for this payment reference.');
  const fixed = Math.round(order.amount * 100);
  if (returnedPaisa(ret.P_AMT) !== fixed || returnedPaisa(ret.R_AMT) !== fixed)
    refuse(400, 'The amount paid does not match the order.');
  if (body.agreed !== true) refuse(400, 'The terms and conditions must be agreed.');
  const formData =
    body.formData && typeof body.formData === 'object' && !Array.isArray(body.formData)
      ? (body.formData as Record<string, unknown>)
      : refuse(400, 'formData is required.');
  const qty = formData.ticketQty;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > ctx.config.maxPerOrder)
    refuse(400, `ticketQty must be 1 to ${ctx.config.maxPerOrder}.`);
  if (qty * Math.round(ctx.config.pricePerTicket * 100) !== fixed)
    refuse(400, 'The number of tickets does not match the amount paid.');
  const matchDate =
    typeof formData.match_date === 'string' && nepalDate(formData.match_date)
      ? formData.match_date
      : refuse(400, 'match_date is required.');

  const outcome = ctx.store.transaction(() => book(ctx, order, ret, qty, matchDate));
  if (outcome.kind === 'refused') {
    ctx.log(`verify: ${order.prn} paid but refused: ${outcome.message}`);
    return sendJson(res, outcome.status, { verified: false, message: outcome.message });
  }
  const r = outcome.result;
  if (outcome.kind === 'booked') {
    const guess = Array.isArray(formData.ticketNumbers) ? formData.ticketNumbers.map(Number) : [];
    if (guess.join(',') !== r.ticketNumbers.join(','))
      ctx.log(
        `verify: ${r.orderId} browser showed [${guess.join(', ')}], server allocated [${r.ticketNumbers.join(', ')}]`,
      );
    ctx.log(`verify: ${r.orderId} booked #${r.ticketNumbers.join(', #')}`);
    // The seats are committed: a mail failure is logged, never turned into a failed payment for the buyer.
    try {
      // In the language the buyer bought in (the order's, from pre-check).
      if (writeOutbox(ctx.dataDir, r.orderId, confirmationEmail(r, ctx.clock(), ctx.siteUrl, order.lang)))
        ctx.log(`verify: ${r.orderId} e-mail in outbox`);
    } catch (e) {
      ctx.log(`verify: ${r.orderId} e-mail not written: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  sendJson(res, 200, r);
}
