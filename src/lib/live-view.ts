// Build-time data handed to the live islands as props: matches in their live shape, and the teams they name, so
// that the browser can ask the API for ids only (depth 0) and still show names and logos.
import type { LiveMatch } from './api/live.ts';
import { DEFAULT_IMAGES } from './api/default-images.ts';
import type { Match } from './api/types.ts';

/** A team as an island shows it: the logo already processed at build time (srcset for sharp screens). */
/** `ne`: the name is the CMS's Nepali one (a Nepali page; shown unmarked, not lang="en"). */
export type TeamView = { name: string | null; logo: string; srcset?: string | null; ne?: true };
export type TeamTable = Record<string, TeamView>;

/** `nepali`: the page is Nepali, and the match keeps its ground's Nepali name (an English page carries no Nepali byte). */
export function liveMatchOf(m: Match, nepali = false): LiveMatch {
  const { id, date, status, week, venue, venueNe, scoreHome, scoreAway } = m;
  return {
    id,
    date,
    status,
    week,
    venue,
    ...(nepali && venueNe ? { venueNe } : {}),
    scoreHome,
    scoreAway,
    homeId: m.home?.id ?? null,
    awayId: m.away?.id ?? null,
  };
}

/** A match's ground in the page's language (issue 42): on a Nepali page (`cms` 'en') its Nepali name where the CMS has
 *  one, unmarked, else as written and marked English. */
export const venueOf = (
  m: Pick<LiveMatch, 'venue' | 'venueNe'>,
  cms: 'en' | undefined,
): [string | null, 'en' | undefined] => (cms && m.venueNe ? [m.venueNe, undefined] : [m.venue, cms]);

/** A team of the table; one the build did not know (added since) shows as TBD with the default crest until the next build. */
export function teamView(table: TeamTable, id: string | null): TeamView {
  return (id !== null ? table[id] : undefined) ?? { name: null, logo: DEFAULT_IMAGES.team };
}
