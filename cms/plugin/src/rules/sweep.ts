// The sweep's rules: when an order sent to the gateway is asked about, and Fonepay's "Check Transaction Status" request
// and answer. Pure: the caller sends the request (the demo API's sweep, the plugin's job) and settles what it learns.
import { statusAuth, STATUS_RESOURCE } from './fonepay.ts';
import type { Order } from './orders.ts';

/** The first check: a minute after the buyer left for the gateway (most come back sooner and verify themselves). */
export const FIRST_CHECK_MS = 60_000;
/** Then every minute for 20 minutes (the 15-minute hold and five more), every 10 minutes to a day, then no more. */
const FAST_EVERY_MS = 60_000;
const FAST_FOR_MS = 20 * 60_000;
const SLOW_EVERY_MS = 10 * 60_000;
const GIVE_UP_MS = 24 * 3_600_000;

/** When to ask about an order next, or null once it is a day old. */
export function nextCheck(hashedAt: number, now: number): number | null {
  const age = now - hashedAt;
  if (age >= GIVE_UP_MS) return null;
  return now + (age < FAST_FOR_MS ? FAST_EVERY_MS : SLOW_EVERY_MS);
}

export type StatusCredentials = {
  secret: string;
  merchantId: string;
  apiUsername: string;
  apiPassword: string;
  /** The merchant API's base, whose STATUS_RESOURCE is asked (the sandbox's: `{gateway}/gateway/api`). */
  apiBase: string;
};

/** The status check's POST for an order: Basic authentication and the `auth` signature over the body. */
export function statusRequest(
  c: StatusCredentials,
  o: Pick<Order, 'prn' | 'amount'>,
): { url: string; headers: Record<string, string>; body: string } {
  const body = JSON.stringify({ prn: o.prn, merchantCode: c.merchantId, amount: (o.amount ?? 0).toFixed(2) });
  return {
    url: `${c.apiBase}${STATUS_RESOURCE}`,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${c.apiUsername}:${c.apiPassword}`, 'utf8').toString('base64')}`,
      auth: statusAuth(c.secret, c.apiUsername, c.apiPassword, body),
    },
    body,
  };
}

export type GatewayStatus = { paid: true; uid: string } | { paid: false; failed: boolean };

/** The gateway's answer: paid with its trace id, declined ('failed'), or not yet; an error status is thrown. */
export function readStatus(httpStatus: number, answer: unknown): GatewayStatus {
  if (httpStatus === 404) return { paid: false, failed: false };
  if (httpStatus < 200 || httpStatus > 299) throw new Error(`status check answered ${httpStatus}`);
  const a = (typeof answer === 'object' && answer ? answer : {}) as Record<string, unknown>;
  const uid = a.fonepayTraceId;
  const said = String(a.paymentStatus).toLowerCase();
  if (said === 'success' && (typeof uid === 'string' || typeof uid === 'number'))
    return { paid: true, uid: String(uid) };
  return { paid: false, failed: said === 'failed' };
}
