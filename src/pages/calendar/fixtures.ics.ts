// /calendar/fixtures.ics: every dated match of the season as an iCalendar feed, rebuilt with the site.
import type { APIRoute } from 'astro';
import { LEAGUE_NAME } from '../../consts.ts';
import { SITE_URL } from '../../lib/config.ts';
import { getMatches } from '../../lib/content.ts';
import { matchesCalendar } from '../../lib/calendar/match-feed.ts';
import { calendarResponse } from '../../lib/calendar/respond.ts';

export const GET: APIRoute = async () =>
  calendarResponse(matchesCalendar({ name: `${LEAGUE_NAME} fixtures`, leagueName: LEAGUE_NAME, siteUrl: SITE_URL, matches: await getMatches() }));
