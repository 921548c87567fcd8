// /calendar/fixtures.ics: every dated match of the season as an iCalendar feed, rebuilt with the site
// (in Nepali: src/pages/ne/calendar/fixtures.ics.ts).
import type { APIRoute } from 'astro';
import { fixturesCalendar } from '../../lib/feeds/calendar-feeds.ts';
import { calendarLanguage } from '../../i18n/texts/feeds.ts';

export const GET: APIRoute = () => fixturesCalendar(calendarLanguage('en'));
