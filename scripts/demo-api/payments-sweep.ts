// The sweep: releases holds that lapsed, and asks the gateway about every order sent to it and not yet settled, so a
// buyer who paid and never came back (an app switch that lost the tab, a closed browser) is booked and e-mailed all the
// same. The demo API runs it every 30 s; a real CMS runs it from a cron (docs/deploying.md).
import { STATUS_RESOURCE, statusAuth } from './payments-gateway.ts';
import { dueChecks, getOrder, lapsedHolds, setOrder, type Order } from './payments-orders.ts';
import { mailSettlement, releaseHold, settlePaid, settleUnpaid } from './payments-verify.ts';
import type { PaymentContext } from './payments-types.ts';

/** The first check: a minute after the buyer left for the gateway (most come back sooner and verify themselves). */
export const FIRST_CHECK_MS = 60_000;
/** Then every minute for 20 minutes (the 15-minute hold and five more), every 10 minutes to a day, then no more. */
const FAST_EVERY_MS = 60_000;
const FAST_FOR_MS = 20 * 60_000;
const SLOW_EVERY_MS = 10 * 60_000;
const GIVE_UP_MS = 24 * 3_600_000;
/** Status checks in flight at once, and per sweep: the gateway is a partner's server, not ours to flood. */
const CONCURRENCY = 8;
const BATCH = 500;
const CHECK_TIMEOUT_MS = 10_000;

export type SweepReport = { released: number; checked: number; booked: number; unbooked: number; failed: number };

/** When to ask about an order next, or null once it is a day old. */
export function nextCheck(hashedAt: number, now: number): number | null {
  const age = now - hashedAt;
  if (age >= GIVE_UP_MS) return null;
  return now + (age < FAST_FOR_MS ? FAST_EVERY_MS : SLOW_EVERY_MS);
}

/** Lapsed holds give their seats back; the order stays payable (a late paid return books it if seats remain). */
function releaseLapsed(ctx: PaymentContext): number {
  let released = 0;
  for (const o of lapsedHolds(ctx.store.db, ctx.clock())) {
    ctx.store.transaction(() => {
      const fresh = getOrder(ctx.store.db, o.prn);
      if (!fresh || fresh.status !== 'held' || fresh.held <= 0 || (fresh.hold_until ?? 0) > ctx.clock()) return;
      releaseHold(ctx, fresh);
      setOrder(ctx.store.db, fresh.prn, { status: 'expired' });
      released++;
    });
  }
  return released;
}

type Status = { paid: true; uid: string } | { paid: false; failed: boolean };

/** Fonepay's "Check Transaction Status" (the sandbox's by default): paid with its trace id, or not (yet). */
async function askGateway(ctx: PaymentContext, o: Order): Promise<Status> {
  const { secret, apiUsername, apiPassword, merchantId, gatewayBase, statusUrl } = ctx.config;
  const body = JSON.stringify({ prn: o.prn, merchantCode: merchantId, amount: (o.amount ?? 0).toFixed(2) });
  const res = await fetch(statusUrl ?? `${gatewayBase}/gateway/api${STATUS_RESOURCE}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${apiUsername}:${apiPassword}`, 'utf8').toString('base64')}`,
      auth: statusAuth(secret, apiUsername, apiPassword, body),
    },
    body,
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  if (res.status === 404) return { paid: false, failed: false };
  if (!res.ok) throw new Error(`status check answered ${res.status}`);
  const answer = (await res.json()) as Record<string, unknown>;
  const uid = answer.fonepayTraceId;
  const said = String(answer.paymentStatus).toLowerCase();
  if (said === 'success' && (typeof uid === 'string' || typeof uid === 'number'))
    return { paid: true, uid: String(uid) };
  return { paid: false, failed: said === 'failed' };
}

async function checkOne(ctx: PaymentContext, o: Order, report: SweepReport): Promise<void> {
  report.checked++;
  let status: Status;
  try {
    status = await askGateway(ctx, o);
  } catch (e) {
    report.failed++;
    ctx.log(`sweep: status of ${o.prn} unknown: ${e instanceof Error ? e.message : String(e)}`);
    status = { paid: false, failed: false };
  }
  if (status.paid) {
    const s = settlePaid(ctx, o.prn, status.uid);
    if (s.kind === 'new') {
      if (s.result.status === 'booked') report.booked++;
      else report.unbooked++;
      ctx.log(`sweep: ${o.prn} paid without a return: ${s.result.status}`);
      mailSettlement(ctx, s);
    }
    return;
  }
  // Declined or cancelled, and the buyer never came back to say so: the seats go back on sale now, not in 15 minutes.
  // The order is still asked about: a buyer who pays after all is booked if seats remain.
  if (status.failed && o.status === 'held') settleUnpaid(ctx, o.prn, 'failed');
  const now = ctx.clock();
  ctx.store.transaction(() => {
    const fresh = getOrder(ctx.store.db, o.prn);
    if (fresh && fresh.next_check !== null && fresh.hashed_at !== null)
      setOrder(ctx.store.db, o.prn, { next_check: nextCheck(fresh.hashed_at, now) });
  });
}

const running = new WeakMap<PaymentContext, Promise<SweepReport>>();

/** One sweep at a time per API: a timer's and an admin's call share the one in progress. */
export function sweep(ctx: PaymentContext): Promise<SweepReport> {
  const current = running.get(ctx);
  if (current) return current;
  const run = (async () => {
    const report: SweepReport = { released: releaseLapsed(ctx), checked: 0, booked: 0, unbooked: 0, failed: 0 };
    const due = dueChecks(ctx.store.db, ctx.clock(), BATCH);
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, due.length) }, async () => {
        while (next < due.length) await checkOne(ctx, due[next++]!, report);
      }),
    );
    return report;
  })().finally(() => running.delete(ctx));
  running.set(ctx, run);
  return run;
}
