// The last e-ticket kept on this device (localStorage) for reading offline: what the gate needs and nothing more
// (issue 38): the order, seats, day, week, venue, matches, amount and the holder's name; never the buyer's e-mail or
// phone, a payment reference, signature or gateway field (docs/security.md). It lasts until its match day is over.
import { nepalDay } from '../nepal-day.ts';
import { parseSuccess, type SuccessRecord } from './success-record.ts';

export type LastTicket = { ticket: SuccessRecord; savedAt: number };

/** The kept facts only: a fresh object, so nothing else the record may carry (an e-mail, a PRN) is kept. */
export function ticketFacts(r: SuccessRecord): SuccessRecord {
  return {
    orderId: r.orderId,
    week: r.week,
    selectedDateISO: r.selectedDateISO,
    venue: r.venue,
    matchesForDay: r.matchesForDay.map((m) => ({
      id: m.id,
      home: m.home,
      away: m.away,
      homeLogo: m.homeLogo,
      awayLogo: m.awayLogo,
      kickoff: m.kickoff,
      week: m.week,
    })),
    selectedSeats: [...r.selectedSeats],
    amount: r.amount,
    userInfo: { name: r.userInfo.name },
  };
}

/**
 * Whether a kept ticket's match day is over at `now` (Nepal days, Asia/Kathmandu): a ticket is good through its whole
 * match day and gone the day after. A ticket without a usable date counts its save day as its day.
 */
export function ticketExpired(t: LastTicket, now: number): boolean {
  const day = nepalDay(t.ticket.selectedDateISO) ?? nepalDay(t.savedAt);
  const today = nepalDay(now);
  return day === null || today === null || day < today;
}

/**
 * Reads a stored value back as untrusted input: null unless it is a ticket with seats and a save time whose match day
 * is not over at `now`. What older code stored beside the facts (the buyer's e-mail and phone) is dropped.
 */
export function parseLastTicket(v: unknown, now: number): LastTicket | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as { ticket?: unknown; savedAt?: unknown };
  const ticket = parseSuccess(o.ticket);
  const savedAt = typeof o.savedAt === 'number' && Number.isFinite(o.savedAt) && o.savedAt > 0 ? o.savedAt : null;
  if (!ticket || !ticket.orderId || savedAt === null) return null;
  const kept = { ticket: ticketFacts(ticket), savedAt };
  return ticketExpired(kept, now) ? null : kept;
}
