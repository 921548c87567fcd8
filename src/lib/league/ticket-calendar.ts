// 'Add to calendar' for a booked match day: an iCalendar (RFC 5545) text in Asia/Kathmandu time. Pure: `now` is passed in.
import { formatNepal, nepalDay, time } from '../format.ts';
import type { BookingMatch } from './booking-match.ts';
import { escapeText, foldLine, icsFile, nepalStamp as localStamp, NEPAL_VTIMEZONE, TZID, utcStamp } from '../calendar/ics-text.ts';

export { escapeText, foldLine };

/** A match lasts two halves, half time and stoppage: the event ends two hours after the last kickoff. */
const MATCH_SPAN_MS = 2 * 60 * 60 * 1000;

export type CalendarInput = {
  orderId: string;
  dateISO: string;
  venue: string;
  matches: BookingMatch[];
  seats: number[];
  leagueName: string;
  siteHost: string;
};

/** The match day as one event: from the first kickoff to two hours after the last, or all day without kickoffs. */
export function matchDayCalendar(input: CalendarInput, now: number): string {
  const day = nepalDay(input.dateISO);
  const kickoffs = input.matches.map((m) => time(m.kickoff)).filter((t): t is number => t !== null && (day === null || nepalDay(t) === day));
  const names = input.matches.map((m) => `${m.home} vs ${m.away}`);
  const summary = `${input.leagueName}: ${names.join(' | ') || 'Match day'}`;
  const description = [
    `Order ${input.orderId}`,
    `Tickets: ${input.seats.map((s) => `#${s}`).join(' ')} (${input.seats.length})`,
    ...input.matches.map((m) => `${m.home} vs ${m.away}${time(m.kickoff) === null ? '' : ` at ${formatNepal(m.kickoff, 'hh:mm a')}`}`),
    'One ticket admits one person for both matches of the day.',
  ].join('\n');
  const when: string[] = [];
  if (kickoffs.length > 0) {
    when.push(`DTSTART;TZID=${TZID}:${localStamp(Math.min(...kickoffs))}`, `DTEND;TZID=${TZID}:${localStamp(Math.max(...kickoffs) + MATCH_SPAN_MS)}`);
  } else if (day) {
    const next = nepalDay(new Date(`${day}T12:00:00+05:45`).getTime() + 24 * 60 * 60 * 1000) ?? day;
    when.push(`DTSTART;VALUE=DATE:${day.replace(/-/g, '')}`, `DTEND;VALUE=DATE:${next.replace(/-/g, '')}`);
  }
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeText(input.leagueName)}//Match-day tickets//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    ...NEPAL_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(`tickets-${input.orderId}@${input.siteHost}`)}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when,
    `SUMMARY:${escapeText(summary)}`,
    `LOCATION:${escapeText(input.venue)}`,
    `DESCRIPTION:${escapeText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icsFile(lines);
}

/** A file name for the download: letters, digits and dashes only. */
export function calendarFileName(orderId: string, dateISO: string): string {
  const safe = orderId.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'tickets';
  return `match-day-${nepalDay(dateISO) ?? 'tickets'}-${safe}.ics`;
}
