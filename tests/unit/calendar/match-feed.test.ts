// Calendar feeds read back with a real iCalendar parser: the seeded season, its hostile twin and hand-made edge cases.
import { describe, expect, it } from 'vitest';
import { calendarMatches, eventStatus, matchesCalendar } from '../../../src/lib/calendar/match-feed.ts';
import { teamMatches } from '../../../src/lib/league/team-result.ts';
import { time } from '../../../src/lib/nepal-day.ts';
import type { Match } from '../../../src/lib/api/types.ts';
import { match, nptIso, teamRef } from '../support/factories.ts';
import { parseCalendar, seededMatches } from './ics-support.ts';
import { feedsText } from '../../../src/i18n/texts/feeds.ts';
import { localize } from '../../../src/i18n/locales.ts';

const SITE = 'https://nsfl.example.com';
const feed = (matches: Match[], name = 'NSFL fixtures') =>
  matchesCalendar({
    name,
    leagueName: 'Nepal Schools Football League',
    siteUrl: SITE,
    matches,
    words: feedsText.en.calendar.words,
  });
const HOUR = 3_600_000;

describe.each(['demo', 'hostile'] as const)('the %s season', (kind) => {
  const matches = seededMatches(kind);
  const dated = matches.filter((m) => time(m.date) !== null);

  it('all fixtures: one event per dated match, kickoff in Nepal time read back as the same instant', () => {
    expect(dated.length).toBeGreaterThan(10);
    const { events } = parseCalendar(feed(matches));
    expect(events.map((e) => e.uid).sort()).toEqual(dated.map((m) => `match-${m.id}@nsfl.example.com`).sort());
    for (const e of events) {
      const m = dated.find((x) => `match-${x.id}@nsfl.example.com` === e.uid)!;
      expect(e.start).toBe(time(m.date));
      expect(e.end - e.start).toBe(2 * HOUR);
      // Hostile names and venues come back exactly, minus the control characters TEXT cannot hold.
      // eslint-disable-next-line no-control-regex -- the test asserts that no forbidden control character is left
      const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\r\n|\r/g, '\n');
      expect(e.summary).toBe(clean(`${m.home?.name ?? 'TBD'} vs ${m.away?.name ?? 'TBD'}`));
      expect(e.location).toBe(m.venue === null ? null : clean(m.venue));
      expect(e.url).toBe(`${SITE}/fixture/${m.id}`);
      expect(e.status).toBe(eventStatus(m));
      expect(Number.isInteger(e.sequence) && e.sequence >= 0 && e.sequence < 2 ** 31).toBe(true);
    }
  });

  it("one feed per team holds exactly that team's dated matches", () => {
    const teamIds = [...new Set(matches.flatMap((m) => [m.home?.id, m.away?.id]).filter((x): x is string => !!x))];
    expect(teamIds.length).toBeGreaterThan(3);
    for (const id of teamIds) {
      const own = teamMatches(matches, id);
      const { events } = parseCalendar(feed(own, `Team ${id}`));
      expect(events.map((e) => e.uid).sort()).toEqual(
        own
          .filter((m) => time(m.date) !== null)
          .map((m) => `match-${m.id}@nsfl.example.com`)
          .sort(),
      );
    }
  });

  it('the same content gives byte-identical files, whatever order the store hands it over', () => {
    expect(feed([...matches].reverse())).toBe(feed(matches));
  });
});

describe('events', () => {
  it('escapes , ; \\ and newlines in TEXT, so CMS text cannot add properties or events', () => {
    const evil = 'A, B; C\\ D\nEND:VEVENT\r\nBEGIN:VEVENT\rUID:x\u0007';
    const ics = feed([
      match({ id: '7', home: teamRef('1', evil), away: teamRef('2', 'नेपाल माध्यमिक विद्यालय '.repeat(6)), venue: evil }),
    ]);
    expect(ics).toContain('SUMMARY:A\\, B\\; C\\\\ D\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:x vs');
    const { events } = parseCalendar(ics);
    expect(events).toHaveLength(1);
    expect(events[0]!.summary).toBe(
      `A, B; C\\ D\nEND:VEVENT\nBEGIN:VEVENT\nUID:x vs ${'नेपाल माध्यमिक विद्यालय '.repeat(6)}`,
    );
    expect(events[0]!.location).toBe('A, B; C\\ D\nEND:VEVENT\nBEGIN:VEVENT\nUID:x');
    expect(events[0]!.uid).toBe('match-7@nsfl.example.com');
  });

  it('writes DTSTART in Asia/Kathmandu with the zone defined once at +05:45', () => {
    const ics = feed([match({ id: '1', date: nptIso('2026-12-01T14:15') })]);
    expect(ics).toContain('DTSTART;TZID=Asia/Kathmandu:20261201T141500\r\n');
    expect(ics).toContain('TZOFFSETTO:+0545\r\n');
    expect(parseCalendar(ics).events[0]!.start).toBe(Date.parse('2026-12-01T08:30:00Z'));
  });

  it('leaves out matches with no date', () => {
    const { events } = parseCalendar(
      feed([match({ id: '1', date: null }), match({ id: '2' }), match({ id: '3', date: 'soon' })]),
    );
    expect(events.map((e) => e.uid)).toEqual(['match-2@nsfl.example.com']);
    expect(calendarMatches([match({ date: null })])).toEqual([]);
  });

  it.each([
    ['upcoming with both teams', match(), 'CONFIRMED'],
    ['completed', match({ status: 'completed', scoreHome: 2, scoreAway: 1 }), 'CONFIRMED'],
    ['an opponent still TBD', match({ away: null }), 'TENTATIVE'],
    [
      'postponed (a status outside the SPEC, shown as-is on pages)',
      match({ status: 'postponed <b>rain</b>' }),
      'CANCELLED',
    ],
    ['cancelled', match({ status: 'Cancelled' }), 'CANCELLED'],
  ])('STATUS: %s', (_name, m, status) => {
    expect(parseCalendar(feed([m])).events[0]!.status).toBe(status);
  });

  it("DTSTAMP and SEQUENCE come from the match's last save: a later save has a higher SEQUENCE, no save a fixed one", () => {
    const at = (updatedAt: string | null) => parseCalendar(feed([match({ updatedAt })])).events[0]!;
    const first = at('2026-11-01T10:00:00.000Z');
    const later = at('2026-11-02T10:00:01.000Z');
    expect(first.stamp).toBe('2026-11-01T10:00:00Z');
    expect(later.sequence - first.sequence).toBe(86_401);
    expect(at(null)).toMatchObject({ sequence: 0, stamp: '2025-01-01T00:00:00Z' });
    expect(feed([match({ updatedAt: null })])).toBe(feed([match({ updatedAt: null })]));
  });

  it('says the week and, once completed, the result, with the match-centre link', () => {
    const e = parseCalendar(feed([match({ id: '9', week: 4, status: 'completed', scoreHome: 3, scoreAway: 0 })]))
      .events[0]!;
    expect(e.description).toBe(`Week 4\nResult: 3 - 0\nMatch centre: ${SITE}/fixture/9`);
  });

  it('names the calendar and asks subscribers to refresh', () => {
    const ics = feed([], 'Valley School; fixtures');
    // ical.js reads an X- property as an unknown type and keeps its escapes; calendar apps read it as TEXT.
    expect(ics).toContain('\r\nX-WR-CALNAME:Valley School\\; fixtures\r\n');
    const { calendar } = parseCalendar(ics);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT6H');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });
});

describe('the Nepali feeds (/ne/calendar/…)', () => {
  const ne = (matches: Match[]) =>
    matchesCalendar({
      name: 'खेल तालिका',
      leagueName: 'Nepal Schools Football League',
      siteUrl: SITE,
      matches,
      words: feedsText.ne.calendar.words,
      localize: (p) => localize('ne', p),
      locale: 'ne',
    });

  it('titles and describes events in Nepali, team names as written, links to the Nepali match centre', () => {
    const m = match({
      id: '9',
      week: 4,
      status: 'completed',
      scoreHome: 3,
      scoreAway: 10,
      home: teamRef('1', 'Lalitpur Model School'),
      away: null,
    });
    const ics = ne([m]);
    expect(ics).toContain('X-WR-CALNAME:खेल तालिका');
    const e = parseCalendar(ics).events[0]!;
    expect(e.summary).toBe('Lalitpur Model School विरुद्ध तय हुन बाँकी');
    // The round as a desk writes it, and the score as the site writes it ('३–१०', issue 42).
    expect(e.description).toBe(`चरण ४\nनतिजा: ३–१०\nखेलको विवरण: ${SITE}/ne/fixture/9`);
  });

  it('names schools and grounds by their Nepali names where the CMS has them (issue 42)', () => {
    const m = match({
      id: '9',
      venue: 'Dhapakhel Lalitpur Stadium',
      venueNe: 'धापाखेल ललितपुर रङ्गशाला',
      home: { ...teamRef('1', 'Lalitpur Model School'), nameNe: 'ललितपुर मोडल स्कुल' },
      away: teamRef('2', 'Thimi Riverside School'),
    });
    const e = parseCalendar(ne([m])).events[0]!;
    expect(e.summary).toBe('ललितपुर मोडल स्कुल विरुद्ध Thimi Riverside School');
    expect(e.location).toBe('धापाखेल ललितपुर रङ्गशाला');
    const en = parseCalendar(feed([m])).events[0]!;
    expect(en.summary).toBe('Lalitpur Model School vs Thimi Riverside School');
    expect(en.location).toBe('Dhapakhel Lalitpur Stadium');
    expect(e.url).toBe(`${SITE}/ne/fixture/9`);
    expect(e.uid).toBe('match-9@nsfl.example.com');
  });

  it('holds the same events at the same times as the English feed', () => {
    const matches = seededMatches('demo');
    const en = parseCalendar(feed(matches)).events;
    const np = parseCalendar(ne(matches)).events;
    expect(np.map((e) => [e.uid, e.start, e.status])).toEqual(en.map((e) => [e.uid, e.start, e.status]));
  });
});
