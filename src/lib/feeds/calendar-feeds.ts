// The calendar files of the site in a language (src/pages/calendar/**, and their Nepali twins under src/pages/ne/):
// the same events, with titles, descriptions, calendar names and match-centre links in the feed's language, whose
// words the pages give (`calendarLanguage` in src/i18n/texts/feeds.ts). The site's feeds, beside the news feed
// (news-feed.ts): which files there are and what goes in each, written in the calendar format of src/lib/calendar/.
import type { GetStaticPaths } from 'astro';
import type { Match, Team } from '../api/types.ts';
import { LEAGUE_NAME } from '../../consts.ts';
import { SITE_URL } from '../config.ts';
import { getMatches, getTeams } from '../content.ts';
import { teamMatches } from '../league/team-result.ts';
import { time } from '../nepal-day.ts';
import { renderKey } from '../render-key.ts';
import { localize } from '../locales.ts';
import { eventTitle, matchesCalendar, type CalendarLanguage } from '../calendar/match-feed.ts';
import { calendarResponse } from '../calendar/respond.ts';

/** The feed's words and links; the PRODID keeps the league's English name (an identifier, not shown). */
const base = (lang: CalendarLanguage) => ({
  leagueName: LEAGUE_NAME,
  siteUrl: SITE_URL,
  words: lang.words,
  localize: (p: string) => localize(lang.locale, p),
  locale: lang.locale,
});

/** Every dated match of the season. */
export async function fixturesCalendar(lang: CalendarLanguage): Promise<Response> {
  const name = lang.fixtures;
  return calendarResponse(matchesCalendar({ ...base(lang), name, matches: await getMatches() }));
}

// Only dated matches get a file: an undated one has nothing to put in a calendar (its page shows no link).
export const matchCalendarPaths = (async () =>
  Promise.all(
    (await getMatches())
      .filter((m) => time(m.date) !== null)
      .map(async (match) => ({ params: { id: match.id }, props: { match }, cacheKey: await renderKey(match) })),
  )) satisfies GetStaticPaths;

/** One match as a single-event calendar file. */
export function matchCalendar(lang: CalendarLanguage, match: Match): Response {
  const words = lang.words;
  return calendarResponse(
    matchesCalendar({ ...base(lang), name: eventTitle(match, words, lang.locale), matches: [match] }),
  );
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
export function teamCalendar(lang: CalendarLanguage, team: Team, matches: Match[]): Response {
  const name = lang.team(lang.locale === 'ne' && team.nameNe ? team.nameNe : team.name);
  return calendarResponse(matchesCalendar({ ...base(lang), name, matches }));
}
