// The team page's Result cell (SPEC §4), from the viewed team's side.
import type { Match } from '../api/types.ts';
import { time } from '../nepal-day.ts';

type M = Pick<Match, 'date' | 'status' | 'scoreHome' | 'scoreAway' | 'home' | 'away'>;

/** completed: 'team score - opponent score'; running: 'Live'; else 'Not Started' if in the future, otherwise 'Pending'. */
export function teamResult(match: M, teamId: string, now: number): string {
  if (match.status === 'completed') {
    const home = match.scoreHome ?? 0;
    const away = match.scoreAway ?? 0;
    return match.away?.id === teamId && match.home?.id !== teamId ? `${away} - ${home}` : `${home} - ${away}`;
  }
  if (match.status === 'running') return 'Live';
  const t = time(match.date);
  return t !== null && t > now ? 'Not Started' : 'Pending';
}

/** A team's matches, sorted by date ascending (undated last). */
export function teamMatches<T extends Pick<Match, 'date' | 'home' | 'away'>>(matches: T[], teamId: string): T[] {
  return matches
    .filter((m) => m.home?.id === teamId || m.away?.id === teamId)
    .sort((a, b) => (time(a.date) ?? Infinity) - (time(b.date) ?? Infinity));
}
