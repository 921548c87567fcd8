// 'Add to calendar' for a booked match day: an iCalendar (RFC 5545) text in Asia/Kathmandu time. Pure: `now` is passed in.
import { LEAGUE_NAME } from '../../consts.ts';
import { nepalDay, time } from '../format/base.ts';
import { fill } from '../fill.ts';
import { localDate, localNumber, type LocalWords } from '../format/local.ts';
import type { BookingMatch } from './booking-match.ts';
import {
  escapeText,
  foldLine,
  icsFile,
  nepalStamp as localStamp,
  NEPAL_VTIMEZONE,
  TZID,
  utcStamp,
} from '../calendar/ics-text.ts';

export { escapeText, foldLine };

/** A match lasts two halves, half time and stoppage: the event ends two hours after the last kickoff. */
const MATCH_SPAN_MS = 2 * 60 * 60 * 1000;

export type CalendarInput = {
  orderId: string;
  dateISO: string;
  venue: string;
  matches: BookingMatch[];
  seats: number[];
  /** The product id's name (LEAGUE_NAME unless given). */
  leagueName?: string;
  siteHost: string;
  /** The league's name in the buyer's language, for the event's title (the product id keeps `leagueName`). */
  title?: string;
};

/**
 * The event's words in the buyer's language: the e-ticket's texts (an island gets them from its page). `lang` is the
 * LANGUAGE parameter of the title and description (RFC 5545 §3.2.10), empty for English (none written).
 */
export type CalendarTexts = {
  lang: string;
  matchDay: string;
  match: string;
  at: string;
  order: string;
  tickets: string;
  admits: string;
};

/**
 * The match day as one event: from the first kickoff to two hours after the last, or all day without kickoffs. Its
 * title and description are in the buyer's language (`texts`, and `words` for numbers and times; English without).
 */
export function matchDayCalendar(
  input: CalendarInput,
  now: number,
  texts: CalendarTexts,
  words: LocalWords | null = null,
): string {
  const day = nepalDay(input.dateISO);
  const kickoffs = input.matches
    .map((m) => time(m.kickoff))
    .filter((t): t is number => t !== null && (day === null || nepalDay(t) === day));
  const name = (m: BookingMatch) => fill(texts.match, { home: m.home, away: m.away });
  const league = input.leagueName ?? LEAGUE_NAME;
  const summary = `${input.title ?? league}: ${input.matches.map(name).join(' | ') || texts.matchDay}`;
  const numbers = input.seats.map((s) => `#${localNumber(s, words)}`).join(' ');
  const description = [
    fill(texts.order, { id: input.orderId }),
    fill(texts.tickets, { numbers, n: localNumber(input.seats.length, words) }),
    ...input.matches.map((m) =>
      time(m.kickoff) === null
        ? name(m)
        : fill(texts.at, { match: name(m), time: localDate(m.kickoff, 'kickoff', words) }),
    ),
    texts.admits,
  ].join('\n');
  const lang = texts.lang ? `;LANGUAGE=${texts.lang}` : '';
  const when: string[] = [];
  if (kickoffs.length > 0) {
    when.push(
      `DTSTART;TZID=${TZID}:${localStamp(Math.min(...kickoffs))}`,
      `DTEND;TZID=${TZID}:${localStamp(Math.max(...kickoffs) + MATCH_SPAN_MS)}`,
    );
  } else if (day) {
    const next = nepalDay(new Date(`${day}T12:00:00+05:45`).getTime() + 24 * 60 * 60 * 1000) ?? day;
    when.push(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${next.replace(/-/g, '')}`);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(league)}//Match-day tickets//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...NEPAL_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(`tickets-${input.orderId}@${input.siteHost}`)}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when,
    `SUMMARY${lang}:${escapeText(summary)}`,
    `LOCATION:${escapeText(input.venue)}`,
    `DESCRIPTION${lang}:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsFile(lines);
}

/** A file name for the download: letters, digits and dashes only. */
export function calendarFileName(orderId: string, dateISO: string): string {
  const safe =
    orderId
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'tickets';
  return `match-day-${nepalDay(dateISO) ?? 'tickets'}-${safe}.ics`;
}
