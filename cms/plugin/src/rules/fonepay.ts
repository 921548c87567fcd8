// Fonepay web integration v2.0 signing (pure): request and return DV, the status check's `auth`, field formats, safe
// comparison. The demo API's sandbox and payment endpoints and the Payload plugin's endpoints all sign with these.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The request fields in the order the DV joins them (Technical Specification Document, "Secure Hash Calculation"). */
export const REQUEST_ORDER = ['PID', 'MD', 'PRN', 'AMT', 'CRN', 'DT', 'R1', 'R2', 'RU'] as const;
/** The return fields in the order the gateway's DV joins them. */
export const RETURN_ORDER = ['PRN', 'PID', 'PS', 'RC', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT'] as const;

export type RequestFields = Record<(typeof REQUEST_ORDER)[number], string>;
export type ReturnFields = Record<(typeof RETURN_ORDER)[number], string>;

function hmacHex(secret: string, message: string): string {
  // The document: HMAC-SHA512 keyed with the UTF-8 shared secret over the raw (not URL-encoded) values.
  return createHmac('sha512', Buffer.from(secret, 'utf8')).update(message, 'utf8').digest('hex');
}

/** Request DV: lowercase hex, as the document's worked example (and its PHP sample's hash_hmac) gives it. */
export function requestDv(secret: string, fields: RequestFields): string {
  return hmacHex(secret, REQUEST_ORDER.map((k) => fields[k]).join(','));
}

/** Return DV: uppercase hex, as the gateway sends it (the document's return example and its Java bytesToHex). */
export function returnDv(secret: string, fields: ReturnFields): string {
  return hmacHex(secret, RETURN_ORDER.map((k) => fields[k]).join(',')).toUpperCase();
}

/**
 * Hex digests compared without regard to case and in constant time: a merchant using the document's Java sample
 * sends uppercase, its PHP sample lowercase, and both are the same signature.
 */
export function dvMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** DT: zero-padded MM/DD/YYYY naming a real calendar day. */
export function isGatewayDate(dt: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dt);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** AMT as the merchant sends it: a positive amount with exactly two decimals (max 18 characters). Paisa, or null. */
export function amountPaisa(amt: string): number | null {
  if (amt.length > 18 || !/^\d{1,15}\.\d{2}$/.test(amt)) return null;
  const paisa = Math.round(Number(amt) * 100);
  return Number.isSafeInteger(paisa) && paisa > 0 ? paisa : null;
}

/** Any decimal amount the gateway returns ("20.0", "30", "2.00") in paisa, or null. */
export function returnedPaisa(v: string): number | null {
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(v)) return null;
  return Math.round(Number(v) * 100);
}

/** P_AMT the way the gateway prints a double (the document shows "20.0"): one decimal at least. */
export function gatewayDouble(paisa: number): string {
  const s = String(paisa / 100);
  return s.includes('.') ? s : `${s}.0`;
}

/** A return URL the gateway accepts: at most 150 characters, absolute http(s). */
/**
 * An http(s) URL of at most 150 characters on the site's own origin (`siteUrl`), or without one on this machine: the
 * gateway signs a return to it, so any other host would receive a signed "paid" for the buyer's order.
 */
export function isReturnUrl(ru: string, siteUrl?: string): boolean {
  if (ru.length > 150) return false;
  try {
    const u = new URL(ru);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    if (siteUrl) return u.origin === new URL(siteUrl).origin;
    return ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
  } catch {
    return false;
  }
}

/** RU plus the return query, whether or not RU already carries a query (or a fragment, which stays last). */
export function appendQuery(ru: string, params: Record<string, string>): string {
  const hash = ru.indexOf('#');
  const base = hash >= 0 ? ru.slice(0, hash) : ru;
  const frag = hash >= 0 ? ru.slice(hash) : '';
  const q = new URLSearchParams(params).toString();
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}${q}${frag}`;
}

/** The resource the `auth` header signs, as Fonepay's merchant API names it. */
export const STATUS_RESOURCE = '/merchant/merchantDetailsForThirdParty/txnVerification';

/** The `auth` header: HMAC-SHA512 over `username,password,POST,application/json,resource,body` (lowercase hex). */
export function statusAuth(secret: string, user: string, password: string, body: string): string {
  return createHmac('sha512', Buffer.from(secret, 'utf8'))
    .update([user, password, 'POST', 'application/json', STATUS_RESOURCE, body].join(','), 'utf8')
    .digest('hex');
}
