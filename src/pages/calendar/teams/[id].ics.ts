// /calendar/teams/{id}.ics: one team's dated matches as an iCalendar feed, rebuilt with the site.
import type { APIRoute } from 'astro';
import type { Match, Team } from '../../../lib/api/types.ts';
import { teamCalendar, teamCalendarPaths } from '../../../lib/feeds/calendar-feeds.ts';
import { calendarLanguage } from '../../../i18n/texts/feeds.ts';

export const getStaticPaths = teamCalendarPaths;

export const GET: APIRoute<{ team: Team; matches: Match[] }> = ({ props }) =>
  teamCalendar(calendarLanguage('en'), props.team, props.matches);
