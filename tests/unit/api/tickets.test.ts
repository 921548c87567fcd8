// The booking island's zod-free activation reader agrees with the lenient zod fields the build reads documents with
// (the schema it replaced, kept here as the reference), on the seeded season at depth 3 and on malformed documents.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSeason } from '../../../scripts/demo-api/seed.ts';
import { bool, count, date, id, intIn, num, refId, text } from '../../../src/lib/api/fields.ts';
import { toTeamRef } from '../../../src/lib/api/refs.ts';
import { toTicketActivation } from '../../../src/lib/api/tickets.ts';
import type { TicketActivation, TicketDay, TicketMatch } from '../../../src/lib/api/types.ts';

function zodTicketMatch(v: unknown): TicketMatch | null {
  const matchId = refId(v);
  if (matchId === null) return null;
  const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  return {
    id: matchId,
    date: date.parse(o.match_date ?? o.matchDate),
    week: intIn(1, 1000)(num.parse(o.week)),
    venue: text.parse(o.venue),
    home: toTeamRef(o.homeTeam),
    away: toTeamRef(o.awayTeam),
  };
}
const daySchema = z
  .looseObject({
    id: id.catch(''),
    date,
    capacity: count,
    availableCount: count,
    bookedCount: count,
    heldCount: count,
    status: text,
    venue: text,
    matches: z.unknown().optional(),
  })
  .transform((d): TicketDay => ({
    id: d.id,
    date: d.date,
    capacity: d.capacity,
    availableCount: d.availableCount,
    bookedCount: d.bookedCount,
    heldCount: d.heldCount,
    status: (d.status ?? 'open').toLowerCase(),
    venue: d.venue,
    matches: Array.isArray(d.matches) ? d.matches.map(zodTicketMatch).filter((m): m is TicketMatch => m !== null) : [],
  }));
const reference = z
  .looseObject({
    id,
    ticketsStartFrom: num,
    week: num,
    isActive: bool,
    days: z.array(z.unknown().optional()).nullish().catch(null),
  })
  .transform((d): TicketActivation => ({
    id: d.id,
    ticketsStartFrom:
      d.ticketsStartFrom !== null && Number.isInteger(d.ticketsStartFrom) && d.ticketsStartFrom > 0
        ? d.ticketsStartFrom
        : 1,
    week: d.week !== null && Number.isInteger(d.week) && d.week > 0 ? d.week : 1,
    isActive: d.isActive,
    days: (d.days ?? []).map((x) => daySchema.safeParse(x)).flatMap((r) => (r.success ? [r.data] : [])),
  }));
const zodRead = (raw: unknown) => {
  const r = reference.safeParse(raw);
  return r.success ? r.data : null;
};

const season = buildSeason(new Date('2026-11-23T07:30:00.000Z')).collections;
const byId = (slug: string) => new Map((season[slug] ?? []).map((d) => [d.id, d]));
const [matches, teams, media] = [byId('matches'), byId('teams'), byId('media')];
const team = (v: unknown) => {
  const t = teams.get(v as number);
  return t ? { ...t, team_logo: media.get(t.team_logo as number) ?? t.team_logo } : v;
};
/** Days' matches populated as depth 3 brings them: match → teams → their logos. */
const populated = (doc: Record<string, unknown>) => ({
  ...doc,
  days: (doc.days as Array<Record<string, unknown>>).map((d) => ({
    ...d,
    matches: (d.matches as unknown[]).map((m) => {
      const r = matches.get(m as number);
      return r ? { ...r, homeTeam: team(r.homeTeam), awayTeam: team(r.awayTeam) } : m;
    }),
  })),
});

describe('ticket activation read without zod', () => {
  it('reads every seeded activation at depth 3 as the zod fields do', () => {
    const docs = (season['activate-ticket'] ?? []).map((d) => populated(d as Record<string, unknown>));
    expect(docs.some((d) => d.days.some((day) => (day.matches as unknown[]).length > 0))).toBe(true);
    for (const raw of docs) {
      const read = toTicketActivation(raw);
      expect(read?.days.flatMap((d) => d.matches).every((m) => m.home?.logo.src)).toBe(true);
      expect(read).toEqual(zodRead(raw));
    }
  });

  it('falls back like the zod fields on malformed documents', () => {
    const odd: unknown[] = [
      null,
      'junk',
      [],
      { id: null },
      { id: 'bad id!' },
      { id: ' 7 ', days: 'none' },
      {
        id: 1,
        ticketsStartFrom: null,
        week: 'x',
        isActive: 'true',
        days: [
          {
            id: 'a1',
            date: '2026-11-23T00:00:00.000Z',
            capacity: '100',
            availableCount: -4,
            bookedCount: 104,
            heldCount: -3,
            status: 'SOLD_OUT',
            matches: [7, { id: 8, homeTeam: { id: 1, team_name: ' A ' }, awayTeam: null }, 'x y', null],
          },
          'junk',
          null,
          [],
        ],
      },
      {
        id: 2,
        ticketsStartFrom: 2.5,
        week: '3',
        isActive: 1,
        days: [
          {
            id: null,
            date: 'soon',
            capacity: 1e12,
            availableCount: '',
            bookedCount: null,
            heldCount: '<script>',
            status: 7,
            venue: '  ',
            matches: {},
          },
          { capacity: Infinity, availableCount: true, bookedCount: [5], heldCount: 1e12 },
        ],
      },
      {
        id: 3,
        ticketsStartFrom: '12',
        week: 0,
        days: [
          {
            matches: [
              { id: 4, matchDate: 1_764_000_000_000, week: 1001, venue: 12, homeTeam: 3, awayTeam: { id: { id: 2 } } },
            ],
          },
        ],
      },
    ];
    for (const raw of odd) expect(toTicketActivation(raw), JSON.stringify(raw)).toEqual(zodRead(raw));
    const t = toTicketActivation(odd[6])!;
    expect(t).toMatchObject({ ticketsStartFrom: 1, week: 1, isActive: true });
    expect(t.days).toHaveLength(1);
    expect(t.days[0]).toMatchObject({
      capacity: 100,
      availableCount: 0,
      bookedCount: 104,
      heldCount: 0,
      status: 'sold_out',
    });
    // Issue 38: a held count that is missing, negative, text or absurd reads as 0 (no seat held).
    expect(toTicketActivation(odd[7])!.days.map((d) => d.heldCount)).toEqual([0, 0]);
    expect(toTicketActivation(odd[8])!.days.map((d) => d.heldCount)).toEqual([0]);
    expect(toTicketActivation({ id: 9, days: [{ heldCount: '12' }] })!.days[0]!.heldCount).toBe(12);
    expect(t.days[0]!.matches.map((m) => [m.id, m.home?.name ?? null])).toEqual([
      ['7', null],
      ['8', 'A'],
    ]);
  });
});
