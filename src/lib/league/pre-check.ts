// Pre-check (issue 38): the order the server fixes and holds seats for before the buyer pays, its answer, and why it
// may refuse. Apart from payment.ts, which /book-seat also loads (orderTotal): only /checkout needs these.
import { isApiError } from '../api/errors.ts';

/**
 * The body of POST /api/payments/pre-check (issue 38): the buyer, his language, and what the server fixes and holds
 * seats for: the day (its date as the activation gives it), the quantity; `replaces`, this tab's earlier PRN, whose
 * hold the server releases (a buyer back from the gateway who pays again holds his seats once).
 */
export function preCheckBody(
  c: {
    userInfo: { name: string; email: string; phone: string };
    selectedDateISO: string;
    selectedSeats: number[];
    prn: string | null;
  },
  lang: string,
) {
  const { name, email, phone } = c.userInfo;
  return {
    name,
    email,
    phone,
    lang,
    match_date: c.selectedDateISO,
    ticketQty: c.selectedSeats.length,
    ...(c.prn ? { replaces: c.prn } : {}),
  };
}

/** The amount the server fixed on the PRN at pre-check (rupees), or null when its answer has none. */
export function answerAmount(body: unknown): number | null {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>).amount : undefined;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** Why pre-check refused to hold seats (its 409 codes); `available`: the seats left, for 'remain'. */
export type SeatRefusal = { code: 'sold_out' | 'held' | 'remain' | 'not_on_sale'; available: number };

const REFUSALS = new Set<string>(['sold_out', 'held', 'remain', 'not_on_sale']);

/** A 409 answer of pre-check read as its reason; null for any other failure (or a code this site does not know). */
export function seatRefusal(e: unknown): SeatRefusal | null {
  if (!isApiError(e) || e.status !== 409 || !e.body || typeof e.body !== 'object') return null;
  const { code, available } = e.body as { code?: unknown; available?: unknown };
  if (typeof code !== 'string' || !REFUSALS.has(code)) return null;
  const n = typeof available === 'number' && Number.isInteger(available) && available > 0 ? available : 0;
  return { code: code as SeatRefusal['code'], available: n };
}
