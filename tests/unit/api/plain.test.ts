// The browser's zod-free readers agree with the build's schemas, on the seeded season and on malformed documents.
import { describe, expect, it } from 'vitest';
import { buildSeason } from '../../../scripts/demo-api/seed.ts';
import { bool, date, id, num, refId as zodRefId, text } from '../../../src/lib/api/fields.ts';
import { toLiveMatch } from '../../../src/lib/api/live.ts';
import { toMatchEvent } from '../../../src/lib/api/live-events.ts';
import { toLiveVideo } from '../../../src/lib/api/live-videos.ts';
import { liveVideoSchema, matchEventSchema, matchSchema } from '../../../src/lib/api/schemas.ts';
import { readBool, readDate, readId, readNum, readText, refId } from '../../../src/lib/api/plain.ts';

const odd: unknown[] = [
  null,
  undefined,
  '',
  '  ',
  ' text ',
  'x y',
  'abc_1-2',
  'a'.repeat(64),
  'a'.repeat(65),
  0,
  -1,
  1.5,
  42,
  2 ** 60,
  NaN,
  Infinity,
  -Infinity,
  '12',
  '1e3',
  ' 7 ',
  'twelve',
  true,
  false,
  'true',
  'false',
  [],
  [5],
  {},
  { id: 3 },
  { id: ' 4 ' },
  { id: null },
  { id: { id: 5 } },
  '2026-11-22T08:15:00.000Z',
  '2026-11-22',
  'not a date',
  1_764_000_000_000,
];

describe('plain field readers give what the zod fields give', () => {
  const pairs: Array<[string, (v: unknown) => unknown, (v: unknown) => unknown]> = [
    [
      'id',
      readId,
      (v) => {
        const r = id.safeParse(v);
        return r.success ? r.data : null;
      },
    ],
    ['text', readText, (v) => text.parse(v)],
    ['num', readNum, (v) => num.parse(v)],
    ['date', readDate, (v) => date.parse(v)],
    ['bool', readBool, (v) => bool.parse(v)],
    ['refId', refId, zodRefId],
  ];
  it.each(pairs)('%s', (_name, plain, zod) => {
    for (const v of odd) expect(plain(v), JSON.stringify(v) ?? String(v)).toEqual(zod(v));
  });
});

const season = buildSeason(new Date('2026-11-23T07:30:00.000Z')).collections;
const players = new Map((season.players ?? []).map((p) => [p.id, p]));
const populate = (v: unknown) => (typeof v === 'number' ? (players.get(v) ?? v) : v);

describe('browser documents read like the build reads them', () => {
  it('matches: date, status, week, venue, scores and team ids, on every seeded match and odd ones', () => {
    const odds = [
      {
        id: 9,
        matchDate: '2026-12-01T04:15:00.000Z',
        status: 'RUNNING',
        week: '3',
        scoreHome: '2',
        homeTeam: { id: 4 },
      },
      { id: 10, week: 2.5, match_date: 'soon' },
      { id: 11, week: -1, scoreHome: -2, scoreAway: 1.5 },
      { id: 12, week: 0, scoreHome: 1000 },
      { status: 'running' },
    ];
    for (const raw of [...(season.matches ?? []), ...odds]) {
      const r = matchSchema.safeParse(raw);
      const built = r.success ? r.data : null;
      const expected = built && {
        id: built.id,
        date: built.date,
        status: built.status,
        week: built.week,
        venue: built.venue,
        ...(built.venueNe ? { venueNe: built.venueNe } : {}),
        scoreHome: built.scoreHome,
        scoreAway: built.scoreAway,
        homeId: built.home?.id ?? null,
        awayId: built.away?.id ?? null,
      };
      expect(toLiveMatch(raw)).toEqual(expected);
    }
  });
  it('match events with their players populated (depth 1), and odd ones', () => {
    const events = (season['match-events'] ?? []).map((e) => ({
      ...e,
      player: populate(e.player),
      playerIn: populate(e.playerIn),
      playerOut: populate(e.playerOut),
    }));
    const odds = [
      { id: 'x1', eventType: null, minute: 250, player: 'nobody here' },
      { id: 7, minute: '45.7', playerIn: { id: 3, name: '  Ram  ', jersey: 'ten' } },
      { minute: 3 },
    ];
    expect(events.length).toBeGreaterThan(50);
    for (const raw of [...events, ...odds]) {
      const r = matchEventSchema.safeParse(raw);
      expect(toMatchEvent(raw)).toEqual(r.success ? r.data : null);
    }
  });
  it('live videos', () => {
    const odds = [
      { id: 5, isActive: 'true', platform: 'YouTube', videoUrl: ' https://youtu.be/dQw4w9WgXcQ ' },
      { id: 6, isActive: 1, platform: null },
      { isActive: true },
    ];
    for (const raw of [...(season.watchlive ?? []), ...odds]) {
      const r = liveVideoSchema.safeParse(raw);
      expect(toLiveVideo(raw)).toEqual(r.success ? r.data : null);
    }
  });
});
