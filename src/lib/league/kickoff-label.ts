// The kickoff a ticket screen shows beside a match. A module of its own: the booking-match rules travel to every ticket
// page (the stores read them), and this one brings the page-language date formats, which only the match lists need.
import { time } from '../format/base.ts';
import { localDate, type LocalWords } from '../format/local.ts';

/**
 * Kickoff as 'hh:mm a' in Nepal time (in the page's language with `words`); a legacy kickoff that is not a date is shown
 * as written; TBD (`tbd`, the page's word) when missing.
 */
export function kickoffLabel(kickoff: string | null, words: LocalWords | null, tbd: string): string {
  if (kickoff === null) return tbd;
  return time(kickoff) === null ? kickoff : localDate(kickoff, 'kickoff', words);
}
