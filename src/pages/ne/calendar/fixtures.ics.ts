// /ne/calendar/fixtures.ics: the season's calendar feed in Nepali (event titles and descriptions; team names as written).
import type { APIRoute } from 'astro';
import { fixturesCalendar } from '../../../lib/feeds/calendar-feeds.ts';
import { calendarLanguage } from '../../../i18n/texts/feeds.ts';

export const GET: APIRoute = () => fixturesCalendar(calendarLanguage('ne'));
