// Calendar feeds of fixtures (all, one team's, one match): pure RFC 5545 text from the matches of a build.
// The words of the events (title, week, result, link) are the feed's language's (FeedWords, src/i18n/texts/feeds.ts).
import type { Match } from '../api/types.ts';
import type { Locale } from '../locales.ts';
import { time } from '../nepal-day.ts';
import { escapeText, icsFile, NEPAL_VTIMEZONE, nepalStamp, TZID, utcStamp } from './ics-text.ts';

/** What an event says around the CMS's names, in the feed's language; numbers come as the language writes them. */
export type FeedWords = {
  tbd: string;
  /** The event's title: 'Home vs Away'. */
  title: (home: string, away: string) => string;
  week: (week: number) => string;
  result: (home: number, away: number) => string;
  /** A knockout tie's shoot-out (issue 43): '4–3 on penalties'. */
  penalties: (home: number, away: number) => string;
  matchCentre: (url: string) => string;
};

/** A calendar's language: its locale, the events' words, and the names of the season's and a team's calendars. */
export type CalendarLanguage = {
  locale: Locale;
  words: FeedWords;
  fixtures: string;
  team: (team: string) => string;
};

/** Two halves of 35 minutes (school football), half time, stoppage and the walk off: two hours in the calendar. */
export const MATCH_DURATION = 'PT2H';
/** SEQUENCE counts seconds since the league began (an INTEGER must fit 31 bits; Unix seconds would run out in 2038). */
const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);

export type FeedInput = {
  /** The calendar's name in calendar apps (X-WR-CALNAME). */
  name: string;
  leagueName: string;
  /** The site's public address, e.g. https://nsfl.example.com: UIDs and match-centre URLs. */
  siteUrl: string;
  matches: Match[];
  words: FeedWords;
  /** A site path in the feed's language (its match-centre links): '/fixture/12' as it is in English. */
  localize?: (path: string) => string;
  /** The feed's language: a Nepali feed names schools and grounds by their Nepali names where the CMS has them. */
  locale?: Locale;
};

/** Words a CMS status may use for a match that will not be played as planned (the SPEC has none; pages show them as-is). */
const CALLED_OFF = /\b(cancell?ed|postponed|abandoned|called off)\b/i;

export function eventStatus(m: Pick<Match, 'status' | 'home' | 'away'>): 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED' {
  if (CALLED_OFF.test(m.status)) return 'CANCELLED';
  return m.home && m.away ? 'CONFIRMED' : 'TENTATIVE';
}

/** Matches that can be put in a calendar (a valid kickoff), kickoff first then by id: the same data gives the same file. */
export function calendarMatches(matches: Match[]): Array<{ match: Match; kickoff: number }> {
  return matches
    .map((match) => ({ match, kickoff: time(match.date) }))
    .filter((x): x is { match: Match; kickoff: number } => x.kickoff !== null)
    .sort((a, b) => a.kickoff - b.kickoff || (a.match.id < b.match.id ? -1 : a.match.id > b.match.id ? 1 : 0));
}

function description(m: Match, url: string, w: FeedWords): string {
  const lines: string[] = [];
  if (m.week !== null) lines.push(w.week(m.week));
  if (m.status === 'completed' && m.scoreHome !== null && m.scoreAway !== null)
    lines.push(
      m.penalties
        ? `${w.result(m.scoreHome, m.scoreAway)}, ${w.penalties(m.penalties.home, m.penalties.away)}`
        : w.result(m.scoreHome, m.scoreAway),
    );
  lines.push(w.matchCentre(url));
  return lines.join('\n');
}

/** A CMS name in the feed's language: its Nepali one in a Nepali feed where the CMS has it (issue 42). */
const named = (text: string | null | undefined, ne: string | null | undefined, locale: Locale | undefined) =>
  locale === 'ne' && ne ? ne : (text ?? null);

/** An event's title: both teams as the CMS names them, in the feed's words (and language). */
export const eventTitle = (m: Pick<Match, 'home' | 'away'>, w: FeedWords, locale?: Locale) =>
  w.title(named(m.home?.name, m.home?.nameNe, locale) ?? w.tbd, named(m.away?.name, m.away?.nameNe, locale) ?? w.tbd);

function vevent(m: Match, kickoff: number, input: FeedInput, host: string): string[] {
  const w = input.words;
  const url = `${input.siteUrl}${(input.localize ?? ((p: string) => p))(`/fixture/${encodeURIComponent(m.id)}`)}`;
  const saved = time(m.updatedAt ?? null);
  // No save time: a fixed stamp, never the build's clock, so the file stays byte-identical between builds.
  const stamp = saved ?? SEQUENCE_EPOCH;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(`match-${m.id}@${host}`)}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SEQUENCE:${Math.max(0, Math.floor((stamp - SEQUENCE_EPOCH) / 1000))}`,
    `DTSTART;TZID=${TZID}:${nepalStamp(kickoff)}`,
    `DURATION:${MATCH_DURATION}`,
    `SUMMARY:${escapeText(eventTitle(m, w, input.locale))}`,
    ...(m.venue ? [`LOCATION:${escapeText(named(m.venue, m.venueNe, input.locale) as string)}`] : []),
    `STATUS:${eventStatus(m)}`,
    `DESCRIPTION:${escapeText(description(m, url, w))}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** One VCALENDAR with a VEVENT per dated match; matches without a date are left out. */
export function matchesCalendar(input: FeedInput): string {
  const host = new URL(input.siteUrl).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(input.leagueName)}//Fixtures//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `X-WR-TIMEZONE:${TZID}`,
    // RFC 7986 and its older Outlook spelling: subscribers look again every six hours.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...NEPAL_VTIMEZONE,
    ...calendarMatches(input.matches).flatMap(({ match, kickoff }) => vevent(match, kickoff, input, host)),
    'END:VCALENDAR',
  ];
  return icsFile(lines);
}
