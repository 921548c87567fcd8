// The ticket success record of SPEC §3, persisted in this tab's sessionStorage: written by /payment-response, read by
// /success.
import { parseSuccess, type SuccessRecord } from '../lib/league/success-record.ts';
import { endBooking, markVerified, persisted } from './ticket.ts';

export const $ticketSuccess = persisted<SuccessRecord>('nsfl:ticket-success', parseSuccess);

/**
 * After a verified payment: keep the record for /success (no e-mail or phone in it) and forget this PRN's booking with
 * the buyer's details (SPEC §2, §4; issue 38).
 */
export function completeOrder(record: SuccessRecord, prn: string): void {
  $ticketSuccess.set(record);
  markVerified(prn);
  endBooking(prn);
}
