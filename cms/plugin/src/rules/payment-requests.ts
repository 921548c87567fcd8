// What the payment endpoints accept (docs/decisions/tickets.md): pre-check's buyer and hold, generate-hash's signed
// fields against the order's fixed amount and live hold, and verify's signed return. Pure: the caller reads the order
// and answers over its own HTTP (the demo API's server, the plugin's Payload endpoints); a refusal is a value with the
// status and message to answer.
import { amountPaisa, dvMatches, isGatewayDate, isReturnUrl, requestDv, returnDv, returnedPaisa } from './fonepay.ts';
import { RETURN_ORDER, type ReturnFields } from './fonepay.ts';
import { holdIsLive, type Order } from './orders.ts';
import { nepalDate } from './seats.ts';

export type Refused = { ok: false; status: number; message: string; code?: string };
export type Checked<T> = { ok: true; value: T } | Refused;

const refuse = (status: number, message: string, code?: string): Refused => ({
  ok: false,
  status,
  message,
  ...(code ? { code } : {}),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Refused in every field the request DV joins: a comma would move the signature's field boundaries (issue 38). */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
export const UNSIGNABLE = /[,\u0000-\u001f\u007f]/;

export type PaymentLimits = { pricePerTicket: number; maxPerOrder: number };

export type PreCheck = {
  name: string;
  email: string;
  phone: string;
  lang: 'en' | 'ne';
  /** The day to book, in Nepal (yyyy-mm-dd). */
  day: string;
  qty: number;
  amount: number;
  /** This tab's earlier order, abandoned on the way to the gateway: its seats go back first. */
  replaces: string | null;
};

/** A field that must be text: trimmed, unless `raw` (signed values are compared as sent). */
function textOf(body: Record<string, unknown>, key: string, raw = false): string | null {
  const v = body[key];
  return typeof v === 'string' ? (raw ? v : v.trim()) : null;
}

/** POST pre-check's body {name, email, phone, lang?, match_date, ticketQty, replaces?}: the order to create, or why not. */
export function parsePreCheck(body: Record<string, unknown>, limits: PaymentLimits): Checked<PreCheck> {
  for (const key of ['name', 'email', 'phone'])
    if (textOf(body, key) === null) return refuse(400, `${key} is required.`);
  const name = textOf(body, 'name')!;
  const email = textOf(body, 'email')!;
  const phone = textOf(body, 'phone')!;
  if (!name || name.length > 100 || CONTROL.test(name))
    return refuse(400, 'A name of 1 to 100 characters is required.');
  if (email.length > 254 || !EMAIL.test(email)) return refuse(400, 'A valid e-mail address is required.');
  // Free text like the form, but it must read as a phone number: phone characters and 7 to 15 digits.
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > 30 || !/^[0-9+()\-.\s]+$/.test(phone) || digits < 7 || digits > 15)
    return refuse(400, 'A valid phone number is required.');
  const lang = body.lang ?? 'en';
  if (lang !== 'en' && lang !== 'ne') return refuse(400, "lang must be 'en' or 'ne'.");
  const matchDate = typeof body.match_date === 'string' ? body.match_date : '';
  const day = nepalDate(matchDate);
  if (!day || matchDate.length > 40) return refuse(400, 'match_date is required: the day to book.');
  const qty = body.ticketQty;
  if (typeof qty !== 'number' || !Number.isInteger(qty) || qty < 1 || qty > limits.maxPerOrder)
    return refuse(400, `ticketQty must be 1 to ${limits.maxPerOrder}.`);
  const replaces = typeof body.replaces === 'string' ? body.replaces : null;
  const amount = Math.round(qty * limits.pricePerTicket * 100) / 100;
  return { ok: true, value: { name, email, phone, lang, day, qty, amount, replaces } };
}

const HASH_KEYS = ['pid', 'md', 'prn', 'amt', 'crn', 'dt', 'r1', 'r2', 'ru'] as const;
export type HashFields = Record<(typeof HASH_KEYS)[number], string>;

/** generate-hash's fields as sent: every one text, none holding a comma or a control character. */
export function hashFields(body: Record<string, unknown>): Checked<HashFields> {
  const fields: Partial<HashFields> = {};
  for (const k of HASH_KEYS) {
    const v = textOf(body, k, true);
    if (v === null) return refuse(400, `${k} is required.`);
    fields[k] = v;
  }
  for (const k of HASH_KEYS)
    if (UNSIGNABLE.test(fields[k]!)) return refuse(400, `${k} may not contain a comma or a control character.`);
  return { ok: true, value: fields as HashFields };
}

export type Merchant = { merchantId: string; secret: string; siteUrl?: string | undefined };

/**
 * The request DV for `f`, only for the order's live hold and only for the amount fixed at pre-check; else why not
 * (409 hold_expired: the seats went back on sale).
 */
export function signRequest(
  f: HashFields,
  order: Pick<Order, 'status' | 'amount' | 'held' | 'hold_until'> | undefined,
  m: Merchant,
  now: number,
): Checked<string> {
  if (!order) return refuse(400, 'Unknown payment reference (prn).');
  if (order.status === 'booked' || order.status === 'verified' || order.status === 'paid_unbooked')
    return refuse(400, 'This payment reference has already been paid.');
  if (f.pid !== m.merchantId) return refuse(400, 'Unknown merchant (pid).');
  if (f.md !== 'P') return refuse(400, "md must be 'P'.");
  if (f.crn !== 'NPR') return refuse(400, "crn must be 'NPR'.");
  if (!isGatewayDate(f.dt)) return refuse(400, 'dt must be a date as MM/DD/YYYY.');
  const paisa = amountPaisa(f.amt);
  if (paisa === null) return refuse(400, 'amt must be a positive amount with two decimals.');
  if (order.amount === null || Math.round(order.amount * 100) !== paisa)
    return refuse(400, 'amt must be the amount fixed for this payment reference at pre-check.');
  if (f.r1.length > 160) return refuse(400, 'r1 must be at most 160 characters.');
  if (f.r2.length > 50) return refuse(400, 'r2 must be at most 50 characters.');
  if (!isReturnUrl(f.ru, m.siteUrl))
    return refuse(400, "ru must be an http(s) URL of at most 150 characters on the site's own origin.");
  if (!holdIsLive(order, now))
    return refuse(409, 'The seats held for this payment have gone back on sale. Please start again.', 'hold_expired');
  const { pid, md, prn, amt, crn, dt, r1, r2, ru } = f;
  return {
    ok: true,
    value: requestDv(m.secret, { PID: pid, MD: md, PRN: prn, AMT: amt, CRN: crn, DT: dt, R1: r1, R2: r2, RU: ru }),
  };
}

/** verify's body: the gateway's return, signed by it for this merchant (formData and agreed are ignored). */
export function signedReturn(body: Record<string, unknown>, m: Merchant): Checked<ReturnFields> {
  const ret: Partial<ReturnFields> = {};
  for (const k of RETURN_ORDER) {
    const v = textOf(body, k, true);
    if (v === null) return refuse(400, `${k} is required.`);
    ret[k] = v;
  }
  if (!dvMatches(returnDv(m.secret, ret as ReturnFields), body.DV))
    return refuse(400, 'The payment response failed data validation (DV).');
  if (ret.PID !== m.merchantId) return refuse(400, 'Unknown merchant.');
  return { ok: true, value: ret as ReturnFields };
}

/** The return says paid: PS true and RC successful (the document's success). */
export const isPaidReturn = (ret: ReturnFields): boolean =>
  ret.PS.toLowerCase() === 'true' && ret.RC.toLowerCase() === 'successful';

/** A paid return's amounts are the order's fixed amount (else nothing is booked from it). */
export function paidAmountRefusal(ret: ReturnFields, order: Pick<Order, 'amount'>): Refused | null {
  if (order.amount === null) return refuse(400, 'No amount was fixed for this payment reference.');
  const fixed = Math.round(order.amount * 100);
  if (returnedPaisa(ret.P_AMT) !== fixed || returnedPaisa(ret.R_AMT) !== fixed)
    return refuse(400, 'The amount paid does not match the order.');
  return null;
}
