// The sweep (POST /api/payments/sweep, the league's cron, docs/deploying.md): lapsed holds go back on sale, and orders
// sent to the gateway and not settled are asked about with Fonepay's status check and settled as verify would.
import type { PayloadRequest } from 'payload';
import { storedAnswer } from './rules/settlement.ts';
import { nextCheck, readStatus, statusRequest, type GatewayStatus } from './rules/sweep.ts';
import { ORDERS } from './orders.ts';
import { findOrder, lockSeats, setOrder } from './payment-store.ts';
import { inTransaction, mailSettled, releaseHold, settle, settleUnpaid, type PaymentOptions } from './payment-steps.ts';

/** Orders a sweep handles at most (the gateway is a partner's server, not ours to flood). */
const BATCH = 500;
/** E-mails a sweep sends again at most (each may wait for a slow mail server). */
const MAIL_BATCH = 50;

export type SweepReport = {
  released: number;
  checked: number;
  booked: number;
  unbooked: number;
  failed: number;
  /** Settlement e-mails sent again (due and not sent before). */
  mailed: number;
};

/**
 * The sweep (POST /api/payments/sweep, the league's cron): lapsed holds go back on sale; orders sent to the gateway
 * and not settled are asked about (Fonepay's status check, when its credentials are given) and settled as verify would.
 */
export async function sweep(req: PayloadRequest, o: PaymentOptions): Promise<SweepReport> {
  const report: SweepReport = { released: 0, checked: 0, booked: 0, unbooked: 0, failed: 0, mailed: 0 };
  const now = Date.now();
  const { docs: lapsed } = await req.payload.find({
    collection: ORDERS,
    where: {
      and: [{ status: { equals: 'held' } }, { held: { greater_than: 0 } }, { hold_until: { less_than_equal: now } }],
    },
    limit: BATCH,
    depth: 0,
    req,
  });
  for (const d of lapsed) {
    const released = await inTransaction(req, async () => {
      await lockSeats(req);
      const fresh = await findOrder(req, String(d.prn));
      if (!fresh || fresh.status !== 'held' || fresh.held <= 0 || (fresh.hold_until ?? 0) > Date.now()) return false;
      await releaseHold(req, fresh);
      await setOrder(req, fresh.prn, { status: 'expired' });
      return true;
    });
    if (released) report.released++;
  }
  if (o.confirm) {
    // E-mails of settled orders still due: the first send failed or never finished (at most MAIL_BATCH a sweep).
    const { docs: unmailed } = await req.payload.find({
      collection: ORDERS,
      where: { mail_due: { less_than_equal: now } },
      sort: 'mail_due',
      limit: MAIL_BATCH,
      depth: 0,
      req,
    });
    for (const d of unmailed) {
      const order = await findOrder(req, String(d.prn));
      const result = order && storedAnswer(order);
      if (order && result && (await mailSettled(req, o, { order, result }))) report.mailed++;
    }
  }
  const c = o.statusCheck;
  if (!c) return report;
  const { docs: due } = await req.payload.find({
    collection: ORDERS,
    where: { and: [{ next_check: { less_than_equal: now } }, { status: { in: ['held', 'expired', 'failed'] } }] },
    limit: BATCH,
    depth: 0,
    req,
  });
  for (const d of due) {
    const order = await findOrder(req, String(d.prn));
    if (!order) continue;
    report.checked++;
    let status: GatewayStatus;
    try {
      const r = statusRequest({ secret: o.secret, merchantId: o.merchantId, ...c }, order);
      const res = await fetch(r.url, {
        method: 'POST',
        headers: r.headers,
        body: r.body,
        signal: AbortSignal.timeout(10_000),
      });
      status = readStatus(res.status, res.ok ? await res.json() : await res.arrayBuffer().then(() => null));
    } catch (e) {
      report.failed++;
      req.payload.logger.warn(`sweep: status of ${order.prn} unknown: ${e instanceof Error ? e.message : String(e)}`);
      status = { paid: false, failed: false };
    }
    if (status.paid) {
      const s = await settle(req, o, order.prn, status.uid);
      if (s.kind === 'new') {
        report[s.result.status === 'booked' ? 'booked' : 'unbooked']++;
        await mailSettled(req, o, { order: s.order, result: s.result });
      }
      continue;
    }
    if (status.failed && order.status === 'held') await settleUnpaid(req, order.prn, 'failed');
    if (order.hashed_at !== null)
      await setOrder(req, order.prn, { next_check: nextCheck(order.hashed_at, Date.now()) });
  }
  return report;
}
