// /calendar/teams/{id}.ics: one team's dated matches as an iCalendar feed, rebuilt with the site.
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Match, Team } from '../../../lib/api/types.ts';
import { LEAGUE_NAME } from '../../../consts.ts';
import { SITE_URL } from '../../../lib/config.ts';
import { getMatches, getTeams } from '../../../lib/content.ts';
import { matchesCalendar } from '../../../lib/calendar/match-feed.ts';
import { calendarResponse } from '../../../lib/calendar/respond.ts';
import { teamMatches } from '../../../lib/league/team-result.ts';
import { renderKey } from '../../../lib/render-key.ts';

export const getStaticPaths = (async () => {
  const [teams, matches] = await Promise.all([getTeams(), getMatches()]);
  return Promise.all(teams.map(async (team) => {
    const props = { team, matches: teamMatches(matches, team.id) };
    return { params: { id: team.id }, props, cacheKey: await renderKey(props) };
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ team: Team; matches: Match[] }> = ({ props }) =>
  calendarResponse(matchesCalendar({ name: `${props.team.name} (${LEAGUE_NAME})`, leagueName: LEAGUE_NAME, siteUrl: SITE_URL, matches: props.matches }));
