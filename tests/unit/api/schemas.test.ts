// Schemas on malformed documents: skipped or defaulted, never a crash; media urls, form strings, unsafe links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsOf, getJson } from '../../../src/lib/api/client.ts';
import { parseMany } from '../../../src/lib/api/normalise.ts';
import {
  articleSchema,
  highlightSchema,
  matchSchema,
  playerSchema,
  sponsorSchema,
  standingSchema,
  teamSchema,
  toCategory,
} from '../../../src/lib/api/schemas.ts';
import { API_HOST } from '../../../src/lib/config.ts';
import { json, serve } from '../support/http.ts';

const malformedTeams = [
  {
    id: 1,
    team_name: 'Lalitpur Model School',
    team_logo: { id: 4, url: '/api/media/file/crest-1.png', alt: 'Crest', width: 128, height: 128 },
    foundedYear: 1985,
    stadium: 'Dhapakhel Ground',
    team_manager: 'Ram Shrestha',
    players: [3, { id: 4 }, null, 'x y'],
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  {
    id: 2,
    team_name: null,
    team_logo: 17,
    foundedYear: 'nineteen',
    stadium: 42,
    players: 'none',
    updatedAt: 'not a date',
  },
  { team_name: 'No id at all' },
  'a string, not a document',
  null,
  { id: 1, team_name: 'Duplicate id' },
  { id: 3, team_name: '<script>alert(1)</script>', team_logo: { url: 'javascript:alert(1)' } },
];

let api: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  api = await serve((_req, res) => json(res, 200, { docs: malformedTeams, hasNextPage: false }));
});
afterAll(() => api.close());

describe('entity schemas', () => {
  it('skips documents that cannot be processed and defaults bad fields, through the real HTTP path', async () => {
    const warnings: string[] = [];
    // One page read as it came: getAll would refuse this list outright (its ids do not add up to a count).
    const raws = docsOf(await getJson('/teams', {}, { base: `${api.url}/api` }), `${api.url}/api/teams`);
    const teams = parseMany(teamSchema, raws, 'teams', (m) => warnings.push(m));
    expect(teams.map((t) => t.id)).toEqual(['1', '2', '3']);
    expect(warnings).toHaveLength(4); // no id, a string, null, the duplicate
    const [first, second, third] = teams;
    expect(first!.logo).toMatchObject({ src: `${API_HOST}/api/media/file/crest-1.png`, width: 128, isDefault: false });
    expect(first!.playerIds).toEqual(['3', '4']);
    expect(second).toMatchObject({
      name: 'Unnamed team',
      foundedYear: null,
      stadium: '42',
      playerIds: [],
      updatedAt: null,
    });
    expect(second!.logo).toMatchObject({ src: '/images/default-team.svg', isDefault: true });
    // Hostile text stays text (rendering escapes it); an unsafe image url falls back to the default.
    expect(third!.name).toBe('<script>alert(1)</script>');
    expect(third!.logo.isDefault).toBe(true);
  });

  it('reads players with missing birth dates, odd heights and stats as nulls or zeros', () => {
    const [p] = parseMany(
      playerSchema,
      [
        {
          id: 9,
          name: 'Sujan Tamang',
          position: 'forward',
          jersey: '10',
          dateofbirth: null,
          height: { feet: 5, inches: null },
          weight: { value: 'heavy' },
          goals: '7',
          appearance: null,
          team: { id: 2 },
        },
      ],
      'players',
    );
    expect(p).toMatchObject({
      jersey: 10,
      dateOfBirth: null,
      height: { feet: 5, inches: 0 },
      weightKg: null,
      goals: 7,
      appearances: 0,
      teamId: '2',
    });
  });

  it('keeps an unknown match status as-is and an invalid date as null (shown as TBD)', () => {
    const [m] = parseMany(
      matchSchema,
      [
        {
          id: 5,
          match_date: '31/02/2026',
          status: 'Postponed',
          homeTeam: 1,
          awayTeam: { id: 2, team_name: 'B', team_logo: null },
          homePlayers: [1, null, { id: 2, name: 'X' }],
        },
      ],
      'matches',
    );
    expect(m).toMatchObject({
      date: null,
      status: 'postponed',
      home: { id: '1', name: null },
      away: { id: '2', name: 'B' },
    });
    expect(m!.homePlayers.map((x) => x.id)).toEqual(['1', '2']);
  });

  it('accepts matchDate as an alias of match_date', () => {
    const [m] = parseMany(matchSchema, [{ id: 5, matchDate: '2026-11-22T08:15:00.000Z' }], 'matches');
    expect(m!.date).toBe('2026-11-22T08:15:00.000Z');
  });

  it('parses the form string in its odd shapes', () => {
    const rows = ['WWDLW', 'W,D,L', '"W","L","D"', '["W","D"]', ['L', 'W'], null, 'w d x'].map((form, i) => ({
      id: i + 1,
      team: i + 1,
      form,
    }));
    const forms = parseMany(standingSchema, rows, 'tables').map((s) => s.form.join(''));
    expect(forms).toEqual(['WWDLW', 'WDL', 'WLD', 'WD', 'LW', '', 'WDX']);
  });

  it('drops a standings row that has no team', () => {
    expect(parseMany(standingSchema, [{ id: 1, team: null, points: 3 }], 'tables', () => {})).toEqual([]);
  });

  it('refuses javascript: and data: sponsor websites', () => {
    const sponsors = parseMany(
      sponsorSchema,
      [
        { id: 1, name: 'A', website: 'javascript:alert(1)' },
        { id: 2, name: 'B', website: ' java\tscript:alert(1)' },
        { id: 3, name: 'C', website: 'data:text/html,<b>x</b>' },
        { id: 4, name: 'D', website: 'https://sponsor.example.com/' },
      ],
      'sponsors',
    );
    expect(sponsors.map((s) => s.website)).toEqual([null, null, null, 'https://sponsor.example.com/']);
  });

  it('accepts only 11-character YouTube ids and mm:ss durations for highlights', () => {
    const hs = parseMany(
      highlightSchema,
      [
        { id: 1, videoId: 'dQw4w9WgXcQ', duration: '12:30' },
        { id: 2, videoId: 'short', duration: '1h' },
      ],
      'highlights',
    );
    expect(hs.map((h) => [h.videoId, h.duration])).toEqual([
      ['dQw4w9WgXcQ', '12:30'],
      [null, null],
    ]);
  });

  it('normalises article categories and rich text', () => {
    expect(
      ['match-reports', 'Match Reports', 'match_report', 'league news', 'Gossip'].map((c) => toCategory(c)),
    ).toEqual(['Match Reports', 'Match Reports', 'Match Reports', 'League News', null]);
    const [a] = parseMany(
      articleSchema,
      [
        {
          id: 1,
          title: 'T',
          content: { root: { children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi', format: 3 }] }] } },
        },
      ],
      'blogs',
    );
    expect(a!.content).toEqual([
      {
        t: 'p',
        children: [{ t: 'text', text: 'Hi', bold: true, italic: true, strike: false, underline: false, code: false }],
      },
    ]);
  });
});

describe('values a hostile CMS holds fall back at the data layer', () => {
  const player = (extra: Record<string, unknown>) =>
    parseMany(playerSchema, [{ id: 1, name: 'P', ...extra }], 'players')[0]!;
  const match = (extra: Record<string, unknown>) => parseMany(matchSchema, [{ id: 1, ...extra }], 'matches')[0]!;
  const team = (extra: Record<string, unknown>) => parseMany(teamSchema, [{ id: 1, ...extra }], 'teams')[0]!;

  it.each([
    ['negative counts become 0', { goals: -3, appearance: '-1' }, { goals: 0, appearances: 0 }],
    ['absurd counts become 0', { redcards: 1e12, yellowcards: 2.5 }, { redCards: 0, yellowCards: 0 }],
    ['a jersey outside 0 to 999 is N/A', { jersey: 1e9 }, { jersey: null }],
    ['a negative jersey is N/A', { jersey: -1 }, { jersey: null }],
    ['a height of -1 feet is N/A', { height: { feet: -1, inches: 99 } }, { height: null }],
    ['inches outside 0 to 11 read as 0', { height: { feet: 5, inches: 99 } }, { height: { feet: 5, inches: 0 } }],
    ['a weight of -70 kg is N/A', { weight: { value: -70 } }, { weightKg: null }],
  ])('player: %s', (_name, raw, expected) => {
    expect(player(raw)).toMatchObject(expected);
  });

  it.each([
    ['a week below 1 is TBD', { week: -1 }, { week: null }],
    ['a fractional week is TBD', { week: 2.5 }, { week: null }],
    [
      'negative and non-numeric scores are not shown',
      { scoreHome: -2, scoreAway: 'three' },
      { scoreHome: null, scoreAway: null },
    ],
  ])('match: %s', (_name, raw, expected) => {
    expect(match(raw)).toMatchObject(expected);
  });

  it.each([[99_999], [-5], ['founded long ago'], [2010.5]])('team: founded year %s is N/A', (foundedYear) => {
    expect(team({ foundedYear }).foundedYear).toBeNull();
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['https://evil.example/tracker.png'],
    ['//evil.example/x.png'],
    ['   '],
  ])('an image at %s is the default image (only the API host may serve images)', (url) => {
    expect(team({ team_logo: { url } }).logo).toMatchObject({ src: '/images/default-team.svg', isDefault: true });
  });

  it('an absolute image url on the API host itself is kept', () => {
    expect(team({ team_logo: { url: `${API_HOST}/api/media/file/a.png` } }).logo).toMatchObject({
      src: `${API_HOST}/api/media/file/a.png`,
      isDefault: false,
    });
  });
});
