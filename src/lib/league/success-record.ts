// The ticket success record of SPEC §3, read back from the session as untrusted input. Apart from ticket-context.ts so
// that /book-seat and /checkout, which keep only the context, do not load it with the legacy form's conversion.
import { isLegacyMatchDetails, legacyDate, legacyMatches, type BookingMatch } from './booking-match.ts';
import { amount, common, obj, str } from './ticket-context.ts';

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

/**
 * A masked e-mail address as the server writes it (`s•••@example.com`), or undefined: text without a mask is not
 * kept, so a full address never reaches the device's storage through this field.
 */
export function maskedEmail(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t.length > 0 && t.length <= 254 && t.includes('@') && /[•*]/.test(t.split('@')[0] ?? '') ? t : undefined;
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
