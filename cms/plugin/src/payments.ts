// The payment endpoints on Payload (POST /api/payments/pre-check, generate-hash, verify; sweep for the league), with
// the tickets rules written once in ./rules: pre-check fixes the day, quantity and amount on a new PRN and holds the
// seats; generate-hash signs only the fixed amount of a live hold; verify books from the order alone, once per PRN.
import type { Endpoint, PayloadRequest } from 'payload';
import { newPrn } from './rules/orders.ts';
import {
  hashFields,
  isPaidReturn,
  paidAmountRefusal,
  parsePreCheck,
  signRequest,
  signedReturn,
} from './rules/payment-requests.ts';
import { canTake, findDay, holdSeats } from './rules/seats.ts';
import { maskEmail, storedAnswer } from './rules/settlement.ts';
import { FIRST_CHECK_MS } from './rules/sweep.ts';
import { activations, createOrder, findOrder, lockSeats, setDays, setOrder } from './payment-store.ts';
import {
  inTransaction,
  mailSettled,
  must,
  Refusal,
  releaseHold,
  settle,
  settleUnpaid,
  type PaymentOptions,
} from './payment-steps.ts';
import { sweep } from './sweep.ts';

export type { PaymentOptions } from './payment-steps.ts';

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const v: unknown = await req.json?.();
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new Refusal(400, { message: 'The request body must be a JSON object.' });
}

const json = (status: number, value: unknown) =>
  Response.json(value, { status, headers: { 'Cache-Control': 'no-store' } });

function handler(run: (req: PayloadRequest) => Promise<Response>) {
  return async (req: PayloadRequest) => {
    try {
      return await run(req);
    } catch (e) {
      if (e instanceof Refusal) return json(e.status, e.body);
      req.payload.logger.error(e);
      return json(500, { message: 'The payment service failed. Please try again.' });
    }
  };
}

export function paymentEndpoints(o: PaymentOptions): Endpoint[] {
  const preCheck = handler(async (req) => {
    const p = must(parsePreCheck(await body(req), o));
    const outcome = await inTransaction(req, async () => {
      await lockSeats(req);
      const now = Date.now();
      const earlier = p.replaces ? await findOrder(req, p.replaces) : undefined;
      if (earlier && earlier.status === 'held' && earlier.email === p.email) {
        await releaseHold(req, earlier);
        await setOrder(req, earlier.prn, { status: 'expired' });
      }
      const ref = findDay(await activations(req), p.day);
      const refused = canTake(ref, p.qty, now);
      if (refused) return { refused };
      const row = ref!.days[ref!.index]!;
      await setDays(req, ref!.doc.id, holdSeats(ref!.days, ref!.index, p.qty));
      const prn = newPrn(now);
      const holdUntil = now + o.holdMinutes * 60_000;
      await createOrder(req, {
        prn,
        name: p.name,
        email: p.email,
        phone: p.phone,
        lang: p.lang,
        amount: p.amount,
        qty: p.qty,
        status: 'held',
        activation_id: String(ref!.doc.id),
        day_id: typeof row.id === 'string' ? row.id : null,
        day: p.day,
        held: p.qty,
        hold_until: holdUntil,
      });
      return { prn, holdUntil, date: row.date ?? p.day };
    });
    if ('refused' in outcome) {
      const { status, ...rest } = outcome.refused!;
      return json(status, rest);
    }
    return json(200, {
      prn: outcome.prn,
      amount: p.amount,
      ticketQty: p.qty,
      match_date: outcome.date,
      holdExpiresAt: new Date(outcome.holdUntil).toISOString(),
      holdMinutes: o.holdMinutes,
    });
  });

  const generateHash = handler(async (req) => {
    const f = must(hashFields(await body(req)));
    const now = Date.now();
    const order = await findOrder(req, f.prn);
    const dv = must(signRequest(f, order, o, now));
    await setOrder(req, f.prn, { hashed_at: order?.hashed_at ?? now, next_check: now + FIRST_CHECK_MS });
    return json(200, { dv });
  });

  const verify = handler(async (req) => {
    const ret = must(signedReturn(await body(req), o));
    const order = await findOrder(req, ret.PRN);
    if (!order) throw new Refusal(400, { verified: false, message: 'Unknown payment reference.' });
    const stored = storedAnswer(order);
    if (stored) return json(200, stored);
    if (!isPaidReturn(ret)) {
      await settleUnpaid(req, order.prn, ret.RC);
      throw new Refusal(400, { verified: false, message: 'The payment was not successful.' });
    }
    const wrong = paidAmountRefusal(ret, order);
    if (wrong) throw new Refusal(wrong.status, { verified: false, message: wrong.message });
    const settled = await settle(req, o, order.prn, ret.UID);
    const r = settled.result;
    // The address is named only when an e-mail goes to it (the league gave `confirm`; one not sent yet is the sweep's).
    if (settled.kind === 'new') await mailSettled(req, o, { order: settled.order, result: r });
    const named = settled.kind === 'new' && o.confirm && r.status === 'booked';
    return json(200, named ? { ...r, sentTo: maskEmail(order.email) } : r);
  });

  const sweepRoute = handler(async (req) => {
    if (!req.user) return json(403, { message: 'You are not allowed to perform this action.' });
    return json(200, await sweep(req, o));
  });

  return [
    { path: '/payments/sweep', method: 'post', handler: sweepRoute },
    { path: '/payments/pre-check', method: 'post', handler: preCheck },
    { path: '/payments/generate-hash', method: 'post', handler: generateHash },
    { path: '/payments/verify', method: 'post', handler: verify },
  ];
}
