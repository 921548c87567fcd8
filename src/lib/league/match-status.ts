// Match status words (SPEC §4): labels, the match-centre badge, the home banner heading. Pass `now` in. The badge and the
// heading are keys (the SPEC's English words), which a page in another language maps to its own words (src/i18n).
import type { Match } from '../api/types.ts';
import { nepalDay } from '../nepal-day.ts';

type Dated = Pick<Match, 'date' | 'status'>;

/** True when the match is dated on today's Nepal calendar day. */
export function isToday(match: Pick<Match, 'date'>, now: number): boolean {
  const day = nepalDay(match.date);
  return day !== null && day === nepalDay(now);
}

/**
 * The status label as a key (upcoming, or today if dated today; running; completed), which the page's language words
 * (src/i18n/texts/league.ts statusText); null for a status the SPEC does not name (shown as the API wrote it).
 */
export type StatusKey = 'upcoming' | 'today' | 'running' | 'completed';

export function statusKey(match: Dated, now: number): StatusKey | null {
  if (match.status === 'upcoming') return isToday(match, now) ? 'today' : 'upcoming';
  return match.status === 'running' ? 'running' : match.status === 'completed' ? 'completed' : null;
}

/** Match centre badge: running LIVE NOW; else dated today TODAY; else completed COMPLETED; else UPCOMING. */
export function displayBadge(match: Dated, now: number): 'LIVE NOW' | 'TODAY' | 'COMPLETED' | 'UPCOMING' {
  if (match.status === 'running') return 'LIVE NOW';
  if (isToday(match, now)) return 'TODAY';
  if (match.status === 'completed') return 'COMPLETED';
  return 'UPCOMING';
}

/** Home current-match banner heading. */
export function bannerHeading(match: Dated, now: number): 'LIVE NOW' | "TODAY'S MATCH" | 'UPCOMING MATCH' {
  if (match.status === 'running') return 'LIVE NOW';
  return isToday(match, now) ? "TODAY'S MATCH" : 'UPCOMING MATCH';
}
