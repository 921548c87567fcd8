// The last e-ticket, kept in localStorage (it must outlive the tab) so /my-ticket shows it, online or offline, until its
// match day is over; "Forget this ticket" removes it at once (issue 38).
import { atom } from 'nanostores';
import { parseLastTicket, ticketFacts, type LastTicket } from '../lib/league/last-ticket.ts';
import type { SuccessRecord } from '../lib/league/success-record.ts';

export const LAST_TICKET_KEY = 'nsfl:last-ticket';

/** The kept ticket, or null; a damaged, expired or outdated value is removed from storage as it is read. */
function read(now: number): LastTicket | null {
  try {
    const raw = window.localStorage.getItem(LAST_TICKET_KEY);
    if (raw === null) return null;
    let parsed: LastTicket | null = null;
    try {
      parsed = parseLastTicket(JSON.parse(raw), now);
    } catch {
      // A damaged value: as if none was kept.
    }
    // Gone (its match day is over, or unreadable), or kept by older code with more than the facts: rewritten now.
    if (parsed === null) window.localStorage.removeItem(LAST_TICKET_KEY);
    else if (JSON.stringify(parsed) !== raw) window.localStorage.setItem(LAST_TICKET_KEY, JSON.stringify(parsed));
    return parsed;
  } catch {
    return null; // storage blocked: as if none was kept
  }
}

export const $lastTicket = atom<LastTicket | null>(typeof window === 'undefined' ? null : read(Date.now()));

$lastTicket.listen((value) => {
  try {
    if (value === null) window.localStorage.removeItem(LAST_TICKET_KEY);
    else window.localStorage.setItem(LAST_TICKET_KEY, JSON.stringify(value));
  } catch {
    // Full or refused: the ticket still shows on /success; it just cannot be read offline later.
  }
});

/** Keeps a paid order's e-ticket (its kept facts only), replacing the one kept before. */
export function keepLastTicket(record: SuccessRecord, now: number): void {
  if (!record.orderId || record.selectedSeats.length === 0) return;
  const current = $lastTicket.get();
  if (
    current &&
    current.ticket.orderId === record.orderId &&
    JSON.stringify(current.ticket) === JSON.stringify(ticketFacts(record))
  )
    return;
  $lastTicket.set({ ticket: ticketFacts(record), savedAt: now });
}

/** "Forget this ticket": removed from this device at once. */
export function forgetLastTicket(): void {
  $lastTicket.set(null);
}
