// /calendar/matches/{id}.ics: one match as a single-event calendar file ('Add to calendar' on its match centre).
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Match } from '../../../lib/api/types.ts';
import { LEAGUE_NAME } from '../../../consts.ts';
import { SITE_URL } from '../../../lib/config.ts';
import { getMatches } from '../../../lib/content.ts';
import { matchesCalendar } from '../../../lib/calendar/match-feed.ts';
import { calendarResponse } from '../../../lib/calendar/respond.ts';
import { time } from '../../../lib/nepal-day.ts';
import { renderKey } from '../../../lib/render-key.ts';

// Only dated matches get a file: an undated one has nothing to put in a calendar (its page shows no link).
export const getStaticPaths = (async () =>
  Promise.all((await getMatches()).filter((m) => time(m.date) !== null).map(async (match) => ({ params: { id: match.id }, props: { match }, cacheKey: await renderKey(match) })))) satisfies GetStaticPaths;

export const GET: APIRoute<{ match: Match }> = ({ props }) => {
  const m = props.match;
  const name = `${m.home?.name ?? 'TBD'} vs ${m.away?.name ?? 'TBD'}`;
  return calendarResponse(matchesCalendar({ name, leagueName: LEAGUE_NAME, siteUrl: SITE_URL, matches: [m] }));
};
