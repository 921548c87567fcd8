// The payment steps on Payload, each in one transaction of the request (initTransaction, then commit or kill) whose
// first write takes the seat lock (payment-store.ts): a refusal as a value with its HTTP answer, a hold released, a paid
// order settled by the shared rules' plan, a declined one released.
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload';
import { SETTLED, type Order } from './rules/orders.ts';
import type { Checked } from './rules/payment-requests.ts';
import { findDay } from './rules/seats.ts';
import { planSettlePaid, releasePlan, storedAnswer, unpaidPatch, type SettledResult } from './rules/settlement.ts';
import {
  activations,
  dayMatches,
  findOrder,
  issuedNumbers,
  lockSeats,
  recordIssued,
  setDays,
  setOrder,
} from './payment-store.ts';

export type PaymentOptions = {
  merchantId: string;
  secret: string;
  pricePerTicket: number;
  maxPerOrder: number;
  holdMinutes: number;
  /** The site's origin: the only host a return URL (RU) may name. */
  siteUrl?: string | undefined;
  /** Fonepay's merchant API for the sweep's status check (its base, user and password); without it the sweep only
   *  releases lapsed holds. */
  statusCheck?: { apiBase: string; apiUsername: string; apiPassword: string } | undefined;
  /**
   * Sends the buyer the e-mail of a new settlement: the booking's confirmation (SPEC: a booking is confirmed only once
   * it arrives), or the refund notice of a payment too late for the seats. Called once per order after its settlement
   * is committed (verify or the sweep); a throw is logged and leaves the order's `mailed` empty. Without it no e-mail
   * goes out and verify names no address it was sent to.
   */
  confirm?: ((mail: SettledMail, req: PayloadRequest) => Promise<void> | void) | undefined;
};

/** What the confirmation e-mail needs: the order (buyer, e-mail, language) and its settlement. */
export type SettledMail = { order: Order; result: SettledResult };

/** How long one e-mail may take before verify answers without waiting for it (it is still sent). */
const MAIL_WAIT_MS = 10_000;
/** When the sweep sends again an e-mail that has not gone (a mail server down, a process stopped mid-send). */
export const MAIL_RETRY_MS = 2 * 60_000;

/**
 * The settlement's e-mail, after the commit (a rolled-back booking never mails). Verify waits for it at most
 * MAIL_WAIT_MS, so a slow mail server never holds a buyer's ticket page. The settlement set `mail_due`; a sent e-mail
 * clears it and records `mailed`, a failed one is due again MAIL_RETRY_MS later, and the sweep sends again any still
 * due (at least once: a process stopped between the send and that record sends it twice). True when it was sent within
 * the wait.
 */
export async function mailSettled(req: PayloadRequest, o: PaymentOptions, mail: SettledMail): Promise<boolean> {
  if (!o.confirm) return false;
  const send = (async () => {
    try {
      await o.confirm!(mail, req);
      await setOrder(req, mail.order.prn, { mailed: Date.now(), mail_due: null });
      return true;
    } catch (e) {
      req.payload.logger.error(`confirm: ${mail.order.prn} not mailed: ${e instanceof Error ? e.message : String(e)}`);
      // Tried again in MAIL_RETRY_MS, behind the others due: an e-mail that always fails never holds up the rest.
      await setOrder(req, mail.order.prn, { mail_due: Date.now() + MAIL_RETRY_MS }).catch(() => undefined);
      return false;
    }
  })();
  return Promise.race([send, new Promise<boolean>((ok) => setTimeout(() => ok(false), MAIL_WAIT_MS).unref())]);
}

export class Refusal extends Error {
  status: number;
  body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }
}

export function must<T>(c: Checked<T>): T {
  if (!c.ok) throw new Refusal(c.status, { message: c.message, ...(c.code ? { code: c.code } : {}) });
  return c.value;
}

/** Serialises this process's payment transactions (SQLite allows one writer); other processes wait on the lock write. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

export async function inTransaction<T>(req: PayloadRequest, fn: () => Promise<T>): Promise<T> {
  return serial(async () => {
    const own = await initTransaction(req);
    try {
      const value = await fn();
      if (own) await commitTransaction(req);
      return value;
    } catch (e) {
      if (own) await killTransaction(req);
      throw e;
    }
  });
}

export async function releaseHold(req: PayloadRequest, order: Order): Promise<void> {
  if (order.held <= 0 || !order.day) return;
  const ref = findDay(await activations(req), order.day, order.day_id);
  const days = releasePlan(order, ref);
  if (ref && days) await setDays(req, ref.doc.id, days);
  await setOrder(req, order.prn, { held: 0 });
}

/** A paid order settled in one transaction (booked, or paid_unbooked), or its stored answer when it was already. */
export async function settle(req: PayloadRequest, o: PaymentOptions, prn: string, uid: string) {
  return inTransaction(req, async () => {
    await lockSeats(req);
    const fresh = await findOrder(req, prn);
    if (!fresh) throw new Refusal(400, { verified: false, message: 'Unknown payment reference.' });
    const again = storedAnswer(fresh);
    if (again) return { kind: 'replay' as const, result: again };
    const ref = fresh.day ? findDay(await activations(req), fresh.day, fresh.day_id) : null;
    const plan = planSettlePaid({
      order: fresh,
      ref,
      uid,
      now: Date.now(),
      pricePerTicket: o.pricePerTicket,
      taken: ref ? await issuedNumbers(req, String(ref.doc.id)) : new Set(),
      matches: ref ? await dayMatches(req, ref.days[ref.index]!) : [],
    });
    if (plan.days) await setDays(req, plan.days.ref.doc.id, plan.days.days);
    if (plan.days && plan.issued.length)
      await recordIssued(req, String(plan.days.ref.doc.id), plan.issued, fresh.prn, fresh.day ?? '');
    // The e-mail is due from now; mailSettled clears it once sent, the sweep sends it again if not.
    await setOrder(req, fresh.prn, { ...plan.order, ...(o.confirm ? { mail_due: Date.now() + MAIL_RETRY_MS } : {}) });
    return { kind: 'new' as const, result: plan.result, order: fresh };
  });
}

/** Declined or cancelled: the hold goes back on sale (a settled order is never touched). */
export async function settleUnpaid(req: PayloadRequest, prn: string, rc: string): Promise<void> {
  await inTransaction(req, async () => {
    await lockSeats(req);
    const fresh = await findOrder(req, prn);
    if (!fresh || SETTLED.has(fresh.status)) return;
    await releaseHold(req, fresh);
    await setOrder(req, fresh.prn, unpaidPatch(rc));
  });
}
