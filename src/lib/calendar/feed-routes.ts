// The calendar files of the site in a language (src/pages/calendar/**, and their Nepali twins under src/pages/ne/):
// the same events, with titles, descriptions, calendar names and match-centre links in the feed's language.
import type { GetStaticPaths } from 'astro';
import type { Match, Team } from '../api/types.ts';
import { LEAGUE_NAME } from '../../consts.ts';
import { SITE_URL } from '../config.ts';
import { getMatches, getTeams } from '../content.ts';
import { teamMatches } from '../league/team-result.ts';
import { time } from '../nepal-day.ts';
import { renderKey } from '../render-key.ts';
import { localize, type Locale } from '../../i18n/locales.ts';
import { feedsText } from '../../i18n/texts/feeds.ts';
import { shellText } from '../../i18n/texts/shell.ts';
import { eventTitle, matchesCalendar } from './match-feed.ts';
import { calendarResponse } from './respond.ts';

/** The feed's words and links; the PRODID keeps the league's English name (an identifier, not shown). */
const base = (locale: Locale) => ({
  leagueName: LEAGUE_NAME,
  siteUrl: SITE_URL,
  words: feedsText[locale].calendar.words,
  localize: (p: string) => localize(locale, p),
});

/** Every dated match of the season. */
export async function fixturesCalendar(locale: Locale): Promise<Response> {
  const name = feedsText[locale].calendar.fixtures(shellText[locale].leagueName);
  return calendarResponse(matchesCalendar({ ...base(locale), name, matches: await getMatches() }));
}

// Only dated matches get a file: an undated one has nothing to put in a calendar (its page shows no link).
export const matchCalendarPaths = (async () =>
  Promise.all(
    (await getMatches())
      .filter((m) => time(m.date) !== null)
      .map(async (match) => ({ params: { id: match.id }, props: { match }, cacheKey: await renderKey(match) })),
  )) satisfies GetStaticPaths;

/** One match as a single-event calendar file. */
export function matchCalendar(locale: Locale, match: Match): Response {
  const words = feedsText[locale].calendar.words;
  return calendarResponse(matchesCalendar({ ...base(locale), name: eventTitle(match, words), matches: [match] }));
}

export const teamCalendarPaths = (async () => {
  const [teams, matches] = await Promise.all([getTeams(), getMatches()]);
  return Promise.all(
    teams.map(async (team) => {
      const props = { team, matches: teamMatches(matches, team.id) };
      return { params: { id: team.id }, props, cacheKey: await renderKey(props) };
    }),
  );
}) satisfies GetStaticPaths;

/** One team's dated matches. */
export function teamCalendar(locale: Locale, team: Team, matches: Match[]): Response {
  const name = feedsText[locale].calendar.team(team.name, shellText[locale].leagueName);
  return calendarResponse(matchesCalendar({ ...base(locale), name, matches }));
}
