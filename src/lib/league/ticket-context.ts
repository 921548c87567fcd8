// The ticket context and success record of SPEC §3: session data read back as untrusted input, field by field.
// Hand-written rather than zod: checkout, payment response and success would otherwise ship a schema library for this.
import { isLegacyMatchDetails, legacyDate, legacyMatches, TBD_TEAM, type BookingMatch } from './booking-match.ts';
import { TICKETS, type BuyerInfo } from './tickets.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

function bookingMatch(v: unknown): BookingMatch | null {
  const o = obj(v);
  if (!o) return null;
  return {
    id: typeof o.id === 'number' ? String(o.id) : str(o.id, ''),
    home: str(o.home, TBD_TEAM),
    away: str(o.away, TBD_TEAM),
    homeLogo: strOrNull(o.homeLogo),
    awayLogo: strOrNull(o.awayLogo),
    kickoff: strOrNull(o.kickoff),
    week: positiveInt(o.week),
  };
}

const matches = (v: unknown): BookingMatch[] =>
  Array.isArray(v) ? v.map(bookingMatch).filter((m): m is BookingMatch => m !== null) : [];
/** Seat numbers: whole positive numbers only; one bad entry drops the list (a half-read order is not an order). */
const seats = (v: unknown): number[] => {
  const list = Array.isArray(v) ? v.map(positiveInt) : [];
  return list.every((n): n is number => n !== null) ? list : [];
};
const buyer = (v: unknown): BuyerInfo => {
  const o = obj(v) ?? {};
  return { name: str(o.name, ''), phone: str(o.phone, ''), email: str(o.email, '') };
};
const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

/** SPEC §3 ticket context: what booking hands to checkout, payment response and success. */
export type TicketContext = {
  selectedSeats: number[];
  matchesForDay: BookingMatch[];
  week: number;
  selectedDateISO: string;
  venue: string;
  userInfo: BuyerInfo;
  amount: number;
  prn: string | null;
};

/** The ticket's holder as a success record keeps him: his name only (issue 38: no e-mail or phone on the device). */
export type Holder = { name: string };

/**
 * SPEC §3 ticket success record, built from verify's answer: with the amount paid (Total Paid) and, from the answer
 * that booked, `sentTo`, the masked address the confirmation went to (`s•••@example.com`). The buyer's e-mail and phone
 * are not in it: a record stored by older code has them dropped when read (docs/decisions/tickets.md).
 */
export type SuccessRecord = {
  orderId: string;
  selectedSeats: number[];
  matchesForDay: BookingMatch[];
  week: number;
  selectedDateISO: string;
  venue: string;
  userInfo: Holder;
  amount?: number | undefined;
  sentTo?: string | undefined;
};

function common(o: Obj) {
  return {
    selectedSeats: seats(o.selectedSeats),
    matchesForDay: matches(o.matchesForDay),
    week: positiveInt(o.week) ?? TICKETS.defaultWeek,
    selectedDateISO: str(o.selectedDateISO, ''),
    venue: str(o.venue, '').trim() || TICKETS.defaultVenue,
  };
}

/**
 * A masked e-mail address as the server writes it (`s•••@example.com`), or undefined: text without a mask is not
 * kept, so a full address never reaches the device's storage through this field.
 */
export function maskedEmail(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t.length > 0 && t.length <= 254 && t.includes('@') && /[•*]/.test(t.split('@')[0] ?? '') ? t : undefined;
}

export const EMPTY_BUYER: BuyerInfo = { name: '', phone: '', email: '' };

/** Checkout needs seats and matches (SPEC §2 /checkout). */
export function hasSelection(c: TicketContext | null): c is TicketContext {
  return c !== null && c.selectedSeats.length > 0 && c.matchesForDay.length > 0;
}

export function parseContext(v: unknown): TicketContext | null {
  const o = obj(v);
  if (!o) return null;
  return { ...common(o), userInfo: buyer(o.userInfo), amount: amount(o.amount) ?? 0, prn: strOrNull(o.prn) };
}

/**
 * A success record from the store or from navigation state; a legacy match-details form (SPEC §3) is converted into
 * its matches. Null when there is nothing to show ('No ticket data found.').
 */
export function parseSuccess(v: unknown): SuccessRecord | null {
  const o = obj(v);
  if (!o) return null;
  const legacy = isLegacyMatchDetails(o.matchDetails) ? o.matchDetails : isLegacyMatchDetails(o) ? o : null;
  const input =
    legacy && !Array.isArray(o.matchesForDay)
      ? {
          ...o,
          matchesForDay: legacyMatches(legacy),
          selectedDateISO: o.selectedDateISO ?? legacyDate(legacy),
          venue: o.venue ?? legacy.venue,
          week: o.week ?? legacy.week,
        }
      : o;
  const sentTo = maskedEmail(o.sentTo);
  const record: SuccessRecord = {
    ...common(input),
    userInfo: { name: str(obj(o.userInfo)?.name, '') },
    orderId: typeof o.orderId === 'number' ? String(o.orderId) : str(o.orderId, ''),
    amount: amount(o.amount) ?? undefined,
    ...(sentTo ? { sentTo } : {}),
  };
  return record.selectedSeats.length > 0 ? record : null;
}

export type { BookingMatch };
