// The last e-ticket kept on this device (localStorage) for reading offline: exactly what the printed e-ticket shows,
// never a payment reference, signature or gateway field (docs/security.md, The service worker).
import { parseSuccess, type SuccessRecord } from './ticket-context.ts';

export type LastTicket = { ticket: SuccessRecord; savedAt: number };

/** The e-ticket's printed facts only: a fresh object, so nothing else the record may carry is kept. */
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
    userInfo: { name: r.userInfo.name, email: r.userInfo.email, phone: r.userInfo.phone },
  };
}

/** Reads a stored value back as untrusted input: null unless it is a ticket with seats and a save time. */
export function parseLastTicket(v: unknown): LastTicket | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as { ticket?: unknown; savedAt?: unknown };
  const ticket = parseSuccess(o.ticket);
  const savedAt = typeof o.savedAt === 'number' && Number.isFinite(o.savedAt) && o.savedAt > 0 ? o.savedAt : null;
  return ticket && ticket.orderId && savedAt !== null ? { ticket: ticketFacts(ticket), savedAt } : null;
}
