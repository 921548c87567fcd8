// Fixture lists (SPEC §4, §9): filters, grouping by week, results order. Home's upcoming list is ./home-upcoming.ts.
import type { Match } from '../api/types.ts';
import { endOfNepalDay, time } from '../nepal-day.ts';
import { isToday } from './match-status.ts';

type M = Pick<Match, 'date' | 'status' | 'week'>;
export type FixtureFilter = 'all' | 'today' | 'upcoming';
/** The filters in the SPEC's order; their names and empty texts are the page's language's (src/i18n/texts/league.ts). */
export const FIXTURE_FILTERS: FixtureFilter[] = ['all', 'today', 'upcoming'];

const byDateAsc = (a: M, b: M) => (time(a.date) ?? Infinity) - (time(b.date) ?? Infinity);
const live = (m: M) => m.status === 'upcoming' || m.status === 'running';

/**
 * All: every non-completed match, earliest first. Today: upcoming or running dated today.
 * Upcoming: upcoming or running from the end of today (tomorrow 00:00 Nepal time) onwards, lowest week only
 * (docs/decisions/live.md: the boundary).
 */
export function filterFixtures<T extends M>(matches: T[], filter: FixtureFilter, now: number): T[] {
  if (filter === 'all') return matches.filter((m) => m.status !== 'completed').sort(byDateAsc);
  if (filter === 'today') return matches.filter((m) => live(m) && isToday(m, now)).sort(byDateAsc);
  const end = endOfNepalDay(now);
  const later = matches.filter((m) => live(m) && (time(m.date) ?? -Infinity) >= end);
  const weeks = later.map((m) => m.week).filter((w): w is number => w !== null);
  if (weeks.length === 0) return later.sort(byDateAsc);
  const lowest = Math.min(...weeks);
  return later.filter((m) => m.week === lowest).sort(byDateAsc);
}

/** Total Matches on /fixture: the non-completed matches. */
export function totalMatches(matches: M[]): number {
  return matches.filter((m) => m.status !== 'completed').length;
}

export type WeekGroup<T> = { week: number | null; matches: T[] };

/** Groups by week, keeping the order of the weeks' first appearance in `matches`. */
export function groupByWeek<T extends M>(matches: T[]): WeekGroup<T>[] {
  const groups = new Map<number | null, T[]>();
  for (const m of matches) groups.set(m.week, [...(groups.get(m.week) ?? []), m]);
  return [...groups].map(([week, ms]) => ({ week, matches: ms }));
}

/** Results: completed matches grouped by week, weeks descending, matches newest first. */
export function resultsByWeek<T extends M>(matches: T[]): WeekGroup<T>[] {
  const done = matches
    .filter((m) => m.status === 'completed')
    .sort((a, b) => (b.week ?? -1) - (a.week ?? -1) || -byDateAsc(a, b));
  return groupByWeek(done);
}

/** Fixtures grouped under Week n, weeks ascending (the All view of /fixture). */
export function fixturesByWeek<T extends M>(matches: T[]): WeekGroup<T>[] {
  return groupByWeek([...matches].sort((a, b) => (a.week ?? Infinity) - (b.week ?? Infinity) || byDateAsc(a, b)));
}
