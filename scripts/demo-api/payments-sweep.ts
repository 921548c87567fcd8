// The sweep: releases holds that lapsed, and asks the gateway about every order sent to it and not yet settled, so a
// buyer who paid and never came back (an app switch that lost the tab, a closed browser) is booked and e-mailed all the
// same. The demo API runs it every 30 s; a real CMS runs it from a cron (docs/deploying.md). Its schedule and the
// gateway's request and answer are the shared rules' (cms/plugin/src/rules/sweep.ts).
import { nextCheck, readStatus, statusRequest, type GatewayStatus } from '../../cms/plugin/src/rules/sweep.ts';
import { dueChecks, getOrder, lapsedHolds, setOrder, type Order } from './payments-orders.ts';
import { mailSettlement, releaseHold, settlePaid, settleUnpaid } from './payments-verify.ts';
import type { PaymentContext } from './payments-types.ts';

/** Status checks in flight at once, and per sweep: the gateway is a partner's server, not ours to flood. */
const CONCURRENCY = 8;
const BATCH = 500;
const CHECK_TIMEOUT_MS = 10_000;

export type SweepReport = { released: number; checked: number; booked: number; unbooked: number; failed: number };

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

/** Fonepay's "Check Transaction Status" (the sandbox's by default): paid with its trace id, or not (yet). */
async function askGateway(ctx: PaymentContext, o: Order): Promise<GatewayStatus> {
  const { secret, apiUsername, apiPassword, merchantId, gatewayBase, statusUrl } = ctx.config;
  const apiBase = `${gatewayBase}/gateway/api`;
  const { url, headers, body } = statusRequest({ secret, merchantId, apiUsername, apiPassword, apiBase }, o);
  const res = await fetch(statusUrl ?? url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  return readStatus(res.status, res.ok ? await res.json() : await res.arrayBuffer().then(() => null));
}

async function checkOne(ctx: PaymentContext, o: Order, report: SweepReport): Promise<void> {
  report.checked++;
  let status: GatewayStatus;
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
