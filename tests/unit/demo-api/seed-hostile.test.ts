// The hostile seed (--seed hostile): every kind of bad CMS value is present, and the real demo API still serves it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason, type SeedData, type SeedDoc } from '../../../scripts/demo-api/seed.ts';
import { start, type TestServer } from './support.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the demo API: the tests assert its shape, typing it first would repeat the assertions
type AnyDoc = SeedDoc & Record<string, any>;
const NOW = new Date('2025-05-10T05:00:00.000Z');
const d: SeedData = buildSeason(NOW, { kind: 'hostile' });
const col = (name: string) => (d.collections[name] ?? []) as AnyDoc[];
const values = (docs: AnyDoc[], field: string) => docs.map((x) => x[field]);
const ids = (name: string) =>
  new Set([...col(name).map((x) => x.id), ...(name === 'media' ? d.media.map((m) => m.id) : [])]);
const isDate = (v: unknown) => (typeof v === 'string' || typeof v === 'number') && !Number.isNaN(new Date(v).getTime());
const depth = (n: unknown): number =>
  n && typeof n === 'object' ? 1 + Math.max(0, ...Object.values(n).map(depth)) : 0;

describe('hostile season: every kind of bad value a CMS can hold', () => {
  it('puts script and HTML into the text fields of every collection', () => {
    const fields: Record<string, string[]> = {
      teams: ['team_name', 'stadium', 'team_manager', 'team_details'],
      players: ['name', 'nationality'],
      matches: ['venue', 'referee'],
      blogs: ['title', 'preview'],
      highlights: ['title'],
      sponsors: ['name'],
      watchlive: ['title'],
      posts: ['title'],
    };
    for (const [name, fs] of Object.entries(fields)) {
      for (const f of fs)
        expect(
          values(col(name), f).some((v) => typeof v === 'string' && /<script>|onerror=|onload=/.test(v)),
          `${name}.${f}`,
        ).toBe(true);
    }
  });

  it('has javascript: and data: URLs in link and image fields', () => {
    const sites = values(col('sponsors'), 'website').join(' ');
    expect(sites).toMatch(/javascript:/i);
    expect(sites).toMatch(/data:text\/html/);
    const images = [...values(col('teams'), 'team_logo'), ...values(col('blogs'), 'image')]
      .map((v) => JSON.stringify(v))
      .join(' ');
    expect(images).toMatch(/javascript:/);
    expect(images).toMatch(/data:image/);
    expect(images).toMatch(/https:\/\/evil\.example/);
  });

  it('has missing fields, null fields and fields of the wrong type', () => {
    expect(col('teams').some((t) => !Object.hasOwn(t, 'stadium'))).toBe(true);
    expect(values(col('teams'), 'team_name')).toContain(null);
    expect(values(col('teams'), 'team_name').some((v) => typeof v === 'object' && v !== null)).toBe(true);
    expect(values(col('players'), 'jersey')).toContain('ten');
  });

  it('has unknown enum values, invalid and missing dates, and 500-character names', () => {
    expect(
      values(col('matches'), 'status').some(
        (v) => typeof v === 'string' && !['upcoming', 'running', 'completed'].includes(v),
      ),
    ).toBe(true);
    expect(values(col('match-events'), 'eventType').some((v) => typeof v === 'string' && v.includes('<script>'))).toBe(
      true,
    );
    expect(values(col('blogs'), 'category').some((v) => typeof v === 'string' && v.startsWith('Gossip'))).toBe(true);
    expect(values(col('matches'), 'match_date').some((v) => !isDate(v) && v !== null)).toBe(true);
    expect(values(col('matches'), 'match_date')).toContain(null);
    expect(values(col('players'), 'dateofbirth').some((v) => !isDate(v) && v !== null)).toBe(true);
    expect(values(col('teams'), 'team_name').some((v) => typeof v === 'string' && v.length === 500)).toBe(true);
  });

  it('has empty lists, duplicate ids in lists and rows, and relations to documents that do not exist', () => {
    expect(values(col('teams'), 'players').some((v) => Array.isArray(v) && v.length === 0)).toBe(true);
    expect(col('activate-ticket').some((t) => Array.isArray(t.days) && t.days.length === 0)).toBe(true);
    expect(
      values(col('teams'), 'players').some((v) => Array.isArray(v) && v.length > 0 && new Set(v).size < v.length),
    ).toBe(true);
    const rowIds = col('activate-ticket')
      .flatMap((t) => (t.days as AnyDoc[]).map((x) => x.id))
      .filter(Boolean);
    expect(new Set(rowIds).size).toBeLessThan(rowIds.length);
    const teams = ids('teams');
    expect(col('matches').some((m) => typeof m.homeTeam === 'number' && !teams.has(m.homeTeam))).toBe(true);
    expect(col('players').some((p) => typeof p.team === 'number' && !teams.has(p.team))).toBe(true);
    const media = ids('media');
    expect(col('teams').some((t) => typeof t.team_logo === 'number' && !media.has(t.team_logo))).toBe(true);
  });

  it('has rich text with unknown node types and deep nesting', () => {
    const contents = values(col('blogs'), 'content');
    const json = JSON.stringify(contents);
    for (const type of ['"html"', '"script"', '"iframe"', '"upload"']) expect(json).toContain(`"type":${type}`);
    expect(Math.max(...contents.map(depth))).toBeGreaterThan(300);
    expect(contents.some((c) => typeof c === 'string')).toBe(true);
    expect(contents.some((c) => Array.isArray(c))).toBe(true);
  });

  it('stays a store the API can hold: integer ids unique per collection, real system dates', () => {
    for (const [name, docs] of Object.entries(d.collections)) {
      expect(new Set(docs.map((x) => x.id)).size, name).toBe(docs.length);
      expect(
        docs.every((x) => Number.isInteger(x.id) && isDate(x.createdAt) && isDate(x.updatedAt)),
        name,
      ).toBe(true);
      for (const x of docs) expect(Object.values(x).includes(undefined), `${name} ${x.id}`).toBe(false);
    }
  });
});

describe('the demo API serving the hostile season', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start({ seed: true, seedKind: 'hostile', now: NOW });
  });
  afterAll(() => s.cleanup());

  const collections = [
    'teams',
    'players',
    'matches',
    'match-events',
    'tables',
    'blogs',
    'highlights',
    'sponsors',
    'watchlive',
    'posts',
    'activate-ticket',
    'media',
  ];
  it.each(collections)('%s: every list at depth 0 to 3 and every document by id answers 200', async (c) => {
    for (const depth of [0, 1, 2, 3]) {
      const res = await fetch(`${s.api}/${c}?limit=0&depth=${depth}`);
      expect(res.status, `${c} depth ${depth}`).toBe(200);
      const body = (await res.json()) as { docs: Array<{ id: number }> };
      expect(body.docs.length, c).toBe(col(c).length + (c === 'media' ? d.media.length : 0));
    }
    for (const doc of col(c)) expect((await fetch(`${s.api}/${c}/${doc.id}`)).status, `${c}/${doc.id}`).toBe(200);
  });

  it("answers the booking screen's query (active activation at depth 3)", async () => {
    const res = await fetch(`${s.api}/activate-ticket?where[isActive][equals]=true&limit=10&depth=3`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0);
  });

  it('serves no media file for a name that tries to leave the media folder', async () => {
    expect((await fetch(`${s.api}/media/file/..%2F..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${s.api}/media/file/missing-file.png`)).status).toBe(404);
  });
});
