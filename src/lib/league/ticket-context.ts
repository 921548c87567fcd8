// The ticket context of SPEC §3 (the success record is success-record.ts'): session data read back as untrusted input,
// field by field. Hand-written rather than zod: checkout, payment response and success would otherwise ship a schema
// library for this.
import { TBD_TEAM, type BookingMatch } from './booking-match.ts';
import { TICKETS, type BuyerInfo } from './tickets.ts';

export type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
export const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
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
export const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);

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

/** The fields the context and the success record share, read field by field. */
export function common(o: Obj) {
  return {
    selectedSeats: seats(o.selectedSeats),
    matchesForDay: matches(o.matchesForDay),
    week: positiveInt(o.week) ?? TICKETS.defaultWeek,
    selectedDateISO: str(o.selectedDateISO, ''),
    venue: str(o.venue, '').trim() || TICKETS.defaultVenue,
  };
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

export type { BookingMatch };
