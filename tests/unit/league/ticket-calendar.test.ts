// 'Add to calendar' for the match day: RFC 5545 text in Asia/Kathmandu time, escaped and folded.
import { describe, expect, it } from 'vitest';
import { calendarFileName, escapeText, foldLine, matchDayCalendar } from '../../../src/lib/league/ticket-calendar.ts';
import { npt, nptIso } from '../support/factories.ts';
import { ticketsText } from '../../../src/i18n/texts/tickets.ts';

// The English e-ticket's words (the page gives them to the island).
const en = ticketsText.en.eticket.ics;

const base = {
  orderId: 'ORD-42',
  dateISO: nptIso('2026-11-24T12:00'),
  venue: 'Dhapakhel Lalitpur Stadium, Ground 2',
  seats: [201, 202],
  leagueName: 'Nepal Schools Football League',
  siteHost: 'league.example',
  matches: [
    {
      id: '1',
      home: 'Everest',
      away: 'Kanchenjunga; B',
      homeLogo: null,
      awayLogo: null,
      kickoff: nptIso('2026-11-24T14:00'),
      week: 3,
    },
    {
      id: '2',
      home: 'Annapurna',
      away: 'Makalu',
      homeLogo: null,
      awayLogo: null,
      kickoff: nptIso('2026-11-24T10:00'),
      week: 3,
    },
  ],
};
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('match-day calendar file', () => {
  const ics = matchDayCalendar(base, npt('2026-11-22T09:00'), en);
  it('is one VEVENT in a VCALENDAR with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
  it('runs in Asia/Kathmandu time from the first kickoff to two hours after the last', () => {
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Kathmandu');
    expect(ics).toContain('TZOFFSETTO:+0545');
    expect(ics).toContain('DTSTART;TZID=Asia/Kathmandu:20261124T100000');
    expect(ics).toContain('DTEND;TZID=Asia/Kathmandu:20261124T160000');
    expect(ics).toContain('DTSTAMP:20261122T031500Z');
  });
  it('escapes text per RFC 5545 (commas, semicolons, newlines)', () => {
    const text = unfold(ics);
    expect(text).toContain('LOCATION:Dhapakhel Lalitpur Stadium\\, Ground 2');
    expect(text).toContain('Kanchenjunga\\; B');
    expect(text).toMatch(/DESCRIPTION:Order ORD-42\\nTickets: #201 #202 \(2\)\\n/);
    expect(text).toContain('UID:tickets-ORD-42@league.example');
  });
  it('without kickoff times is an all-day event on the match day', () => {
    const allDay = matchDayCalendar(
      { ...base, matches: base.matches.map((m) => ({ ...m, kickoff: '2:00 PM' })) },
      npt('2026-11-22T09:00'),
      en,
    );
    expect(allDay).toContain('DTSTART;VALUE=DATE:20261124\r\nDTEND;VALUE=DATE:20261125');
  });
  it('names the file after the day and order', () => {
    expect(calendarFileName('ORD 42/x', base.dateISO)).toBe('match-day-2026-11-24-ORD-42-x.ics');
  });
});

describe('RFC 5545 text rules', () => {
  it.each([
    ['backslash', 'a\\b', 'a\\\\b'],
    ['semicolon and comma', 'a;b,c', 'a\\;b\\,c'],
    ['newlines', 'a\r\nb\nc', 'a\\nb\\nc'],
  ])('escapes %s', (_name, input, out) => {
    expect(escapeText(input)).toBe(out);
  });
  it('folds lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'नेपाल'.repeat(20)}`;
    const folded = foldLine(line);
    const enc = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(enc.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
