// A match document as the live views read it: zod-free and without the environment, so that both the islands' reads
// (live.ts) and the goal-alert sender (server/alerts/sender.ts, in Node) read a match by the same rules, and an alert
// never states a score or a status the site would not show.
import { obj, readDate, readId, readIntIn, readText, refId } from './plain.ts';
import type { Match } from './types.ts';

/** What the live views need of a match; teams are ids, joined to names and logos the build already knows. */
export type LiveMatch = Pick<
  Match,
  'id' | 'date' | 'status' | 'week' | 'venue' | 'venueNe' | 'scoreHome' | 'scoreAway'
> & {
  homeId: string | null;
  awayId: string | null;
};

export function toLiveMatch(raw: unknown): LiveMatch | null {
  const o = obj(raw);
  const id = readId(o?.id);
  if (!o || id === null) return null;
  return {
    id,
    date: readDate(o.match_date) ?? readDate(o.matchDate),
    status: (readText(o.status) ?? 'upcoming').toLowerCase(),
    // The same bounds as the build's schema (schemas.ts), so the island never contradicts the static page.
    week: readIntIn(o.week, 1, 1000),
    venue: readText(o.venue),
    ...((ne) => (ne ? { venueNe: ne } : {}))(readText(o.venue_ne)),
    scoreHome: readIntIn(o.scoreHome, 0, 999),
    scoreAway: readIntIn(o.scoreAway, 0, 999),
    homeId: refId(o.homeTeam),
    awayId: refId(o.awayTeam),
  };
}
