// The last e-ticket, kept in localStorage (it must outlive the tab) so /my-ticket shows it, online or offline.
import { atom } from 'nanostores';
import { parseLastTicket, ticketFacts, type LastTicket } from '../lib/league/last-ticket.ts';
import type { SuccessRecord } from '../lib/league/ticket-context.ts';

export const LAST_TICKET_KEY = 'nsfl:last-ticket';

function read(): LastTicket | null {
  try {
    const raw = window.localStorage.getItem(LAST_TICKET_KEY);
    return raw === null ? null : parseLastTicket(JSON.parse(raw));
  } catch {
    return null; // storage blocked or a damaged value: as if none was kept
  }
}

export const $lastTicket = atom<LastTicket | null>(typeof window === 'undefined' ? null : read());

$lastTicket.listen((value) => {
  try {
    if (value === null) window.localStorage.removeItem(LAST_TICKET_KEY);
    else window.localStorage.setItem(LAST_TICKET_KEY, JSON.stringify(value));
  } catch {
    // Full or refused: the ticket still shows on /success; it just cannot be read offline later.
  }
});

/** Keeps a paid order's e-ticket (its printed facts only), replacing the one kept before. */
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
