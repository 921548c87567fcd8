// Reading our calendar files back: a real iCalendar parser (ical.js) plus the byte-level rules it is tolerant of.
import ICAL from 'ical.js';
import { expect } from 'vitest';
import { parseMany } from '../../../src/lib/api/normalise.ts';
import { matchSchema, teamSchema } from '../../../src/lib/api/schemas.ts';
import type { Match, TeamRef } from '../../../src/lib/api/types.ts';
import { buildSeason } from '../../../scripts/demo-api/seed.ts';

export type ParsedEvent = {
  uid: string;
  summary: string;
  location: string | null;
  status: string;
  url: string;
  description: string;
  start: number;
  end: number;
  sequence: number;
  stamp: string;
};

/** RFC 5545 §3.1 as bytes: CRLF only, no line over 75 octets, folds start with one space, UTF-8 throughout. */
export function expectWellFormed(ics: string): void {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.slice(0, -2).split('\r\n'))
    expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
}

/** Every VEVENT of a file, its times turned into instants through the file's own VTIMEZONE. */
export function parseCalendar(ics: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  expectWellFormed(ics);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  const zones = calendar.getAllSubcomponents('vtimezone');
  expect(zones).toHaveLength(1);
  ICAL.TimezoneService.register(zones[0]!);
  const events = calendar.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    const text = (name: string) => (c.getFirstPropertyValue(name) as string | null) ?? null;
    return {
      uid: e.uid,
      summary: e.summary,
      location: text('location'),
      status: text('status') ?? '',
      url: text('url') ?? '',
      description: e.description,
      start: e.startDate.toJSDate().getTime(),
      end: e.endDate.toJSDate().getTime(),
      sequence: Number(c.getFirstPropertyValue('sequence')),
      stamp: String(c.getFirstPropertyValue('dtstamp')),
    };
  });
  return { calendar, events };
}

/** A seeded season (demo or hostile) as the build sees it: matches with their teams' names joined. */
export function seededMatches(kind: 'demo' | 'hostile'): Match[] {
  const c = buildSeason(new Date('2026-11-23T07:30:00.000Z'), { kind }).collections;
  const quiet = () => {};
  const teams = new Map(parseMany(teamSchema, c.teams ?? [], 'teams', quiet).map((t) => [t.id, t]));
  const join = (r: TeamRef | null): TeamRef | null =>
    r && teams.get(r.id) ? { ...r, name: teams.get(r.id)!.name } : r;
  return parseMany(matchSchema, c.matches ?? [], 'matches', quiet).map((m) => ({
    ...m,
    home: join(m.home),
    away: join(m.away),
  }));
}
