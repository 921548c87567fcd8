// Home's Upcoming Matches list (SPEC §4). Apart from ./fixtures.ts: the browser scripts of home and of /fixture each
// import only their own rule, so neither page loads a chunk shared with the other (/fixture's 3 KB, issue 24).
import type { Match } from '../api/types.ts';
import { startOfNepalDay, time } from '../nepal-day.ts';

type M = Pick<Match, 'date' | 'status'>;

/** Home Upcoming Matches: status upcoming, dated today or later, ascending, at most 3. */
export function homeUpcoming<T extends M>(matches: T[], now: number, count = 3): T[] {
  const today = startOfNepalDay(now);
  return matches
    .filter((m) => m.status === 'upcoming' && (time(m.date) ?? -Infinity) >= today)
    .sort((a, b) => (time(a.date) ?? Infinity) - (time(b.date) ?? Infinity))
    .slice(0, count);
}
