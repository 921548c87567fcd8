// /ne/calendar/matches/{id}.ics: one match's calendar file in Nepali ('Add to calendar' on its Nepali match centre).
import type { APIRoute } from 'astro';
import type { Match } from '../../../../lib/api/types.ts';
import { matchCalendar, matchCalendarPaths } from '../../../../lib/feeds/calendar-feeds.ts';
import { calendarLanguage } from '../../../../i18n/texts/feeds.ts';

export const getStaticPaths = matchCalendarPaths;

export const GET: APIRoute<{ match: Match }> = ({ props }) => matchCalendar(calendarLanguage('ne'), props.match);
