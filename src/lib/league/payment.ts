// Checkout and the Fonepay merchant request (SPEC §7, §9): amounts, reference fields, hash body, gateway URL.
import { LEAGUE_ABBR } from '../../consts.ts';
import { formatNepal } from '../format/base.ts';
import { TICKETS } from './tickets.ts';

/**
 * SPEC §8's payment alerts, in the page's language (the checkout island's texts, src/i18n/texts/tickets.ts): agree,
 * no prn returned, no dv returned, any exception.
 */
export type PaymentMessages = { agree: string; noPrn: string; noDv: string; exception: string };

// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNSIGNABLE = /[\u0000-\u001f\u007f,]/g;

/**
 * A value the DV signs: the signature joins the fields with commas, so a comma (or a control character) in one field
 * could move text into the next one and sign a different request. Removed from every field the site sends
 * (docs/decisions/tickets.md).
 */
export function signedField(value: string): string {
  return value.replace(UNSIGNABLE, '');
}

/** SPEC §9: total is seats times the price per ticket (Rs. 1). */
export function orderTotal(seats: number, price: number = TICKETS.pricePerTicket): number {
  return Math.max(0, Math.floor(seats)) * price;
}

/** AMT: the amount with two decimals. */
export function gatewayAmount(amount: number): string {
  return amount.toFixed(2);
}

/** DT: the transaction date in Nepal, zero-padded MM/DD/YYYY. */
export function gatewayDate(now: number): string {
  return formatNepal(now, 'MM/dd/yyyy');
}

/** Reference text for the gateway: one line, no commas (the DV joins the fields with commas), cut to `max`. */
function reference(text: string, max: number): string {
  return text.replace(UNSIGNABLE, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/** R1: the payment reference text, cut to 160 characters. */
export function reference1(text: string): string {
  return reference(text, 160);
}

/** R2: the second reference, cut to 50 characters; the league's abbreviation when missing. */
export function reference2(text: string | null | undefined): string {
  return reference(text ?? '', 50) || LEAGUE_ABBR;
}

/** The order as the reference text shows it: week, match day, seat count and numbers. */
export function orderReference(o: { week: number; day: string; seats: number[] }): string {
  const first = o.seats[0];
  const last = o.seats[o.seats.length - 1];
  const range = first === undefined ? '' : first === last ? ` #${first}` : ` #${first}-${last}`;
  return reference1(`${LEAGUE_ABBR} Week ${o.week} tickets ${o.day} x${o.seats.length}${range}`);
}

export type HashRequest = {
  pid: string;
  md: 'P';
  prn: string;
  amt: string;
  crn: 'NPR';
  dt: string;
  r1: string;
  r2: string;
  ru: string;
};

/**
 * The body of POST /api/payments/generate-hash (SPEC §7). `returnPath`: the payment-response page in the buyer's
 * language, where the gateway returns (RU is signed with the rest, so the return cannot be sent elsewhere).
 */
export function hashRequest(o: {
  pid: string;
  prn: string;
  amount: number;
  now: number;
  r1: string;
  r2: string | null;
  siteUrl: string;
  returnPath?: string;
}): HashRequest {
  return {
    pid: signedField(o.pid),
    md: 'P',
    prn: signedField(o.prn),
    amt: signedField(gatewayAmount(o.amount)),
    crn: 'NPR',
    dt: signedField(gatewayDate(o.now)),
    r1: reference1(o.r1),
    r2: reference2(o.r2),
    ru: returnUrl(o.siteUrl, o.returnPath),
  };
}

/**
 * RU: the site's /payment-response route, or the page given in the buyer's language ('/ne/payment-response'). A comma
 * in the site's address is written %2C (the same address to a browser); control characters are dropped.
 */
export function returnUrl(siteUrl: string, path = '/payment-response'): string {
  return signedField(`${siteUrl.replace(/\/+$/, '')}${path}`.replace(/,/g, '%2C'));
}

/** The browser redirect to the gateway's merchant request, with the query SPEC §7 lists. */
export function gatewayRedirect(gatewayUrl: string, req: HashRequest, dv: string): string {
  const q = new URLSearchParams({
    PID: req.pid,
    MD: req.md,
    AMT: req.amt,
    CRN: req.crn,
    DT: req.dt,
    R1: req.r1,
    R2: req.r2,
    DV: dv,
    RU: req.ru,
    PRN: req.prn,
  });
  return `${gatewayUrl}${gatewayUrl.includes('?') ? '&' : '?'}${q.toString()}`;
}

/** A non-empty text field of an API answer (prn, dv), or null. */
export function answerField(body: unknown, key: string): string | null {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
}
