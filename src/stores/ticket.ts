// The ticket context and the per-PRN verify flags, persisted in this tab's sessionStorage (the success record is
// ticket-success.ts': the booking screen and checkout do not load it).
import { atom, type WritableAtom } from 'nanostores';
import { parseContext, type TicketContext } from '../lib/league/ticket-context.ts';
import { readItem, readJson, removeItem, writeItem } from './session.ts';

const CONTEXT_KEY = 'nsfl:ticket-context';
const verifiedKey = (prn: string) => `nsfl:verified:${prn}`;
const inFlightKey = (prn: string) => `nsfl:verifying:${prn}`;

/**
 * A verify older than this is no longer waited for: the client gives up on a call after 15 s, so a flag this old was
 * left by a page that went away before the answer came (the server answers a second call for a PRN the same way).
 */
export const IN_FLIGHT_STALE_MS = 20_000;

/** A store kept in this tab's sessionStorage under `key`, read back through `parse`. */
export function persisted<T>(key: string, parse: (v: unknown) => T | null): WritableAtom<T | null> {
  const store = atom<T | null>(typeof window === 'undefined' ? null : parse(readJson(key)));
  store.listen((value) => (value === null ? removeItem(key) : writeItem(key, JSON.stringify(value))));
  return store;
}

/** SPEC §3 ticket context: booking writes it, checkout adds the prn and amount, the end of its payment clears it. */
export const $ticket = persisted<TicketContext>(CONTEXT_KEY, parseContext);

export function saveContext(c: TicketContext): void {
  $ticket.set(c);
}

export function updateContext(patch: Partial<TicketContext>): void {
  const c = $ticket.get();
  if (c) $ticket.set({ ...c, ...patch });
}

/** The payment of `prn` is over: this tab forgets its booking (the buyer's details) if it is that PRN's. */
export function endBooking(prn: string): void {
  if ($ticket.get()?.prn === prn) $ticket.set(null);
}

export function isVerified(prn: string): boolean {
  return readItem(verifiedKey(prn)) === '1';
}

export function markVerified(prn: string): void {
  writeItem(verifiedKey(prn), '1');
  removeItem(inFlightKey(prn));
}

/** True while another load of this tab is verifying the PRN (and not so long ago that it must have died). */
export function isInFlight(prn: string, now: number): boolean {
  const since = Number(readItem(inFlightKey(prn)));
  return Number.isFinite(since) && since > 0 && now - since < IN_FLIGHT_STALE_MS;
}

export function markInFlight(prn: string, now: number): void {
  writeItem(inFlightKey(prn), String(now));
}

export function clearInFlight(prn: string): void {
  removeItem(inFlightKey(prn));
}
