// Home's "My schools" (issue 23): the followed schools' own matches, one read a school, against the real demo API
// over HTTP (its real query engine: and/or/in), and the choice of each school's next match at view time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { start, type TestServer } from '../demo-api/support.ts';
import type { LiveMatch } from '../../../src/lib/api/live.ts';
import { nextMatchOf } from '../../../src/islands/home/MySchools.tsx';

const NOW = new Date('2025-05-10T09:00:00.000Z');
let s: TestServer;
let live: typeof import('../../../src/lib/api/live.ts');
type Raw = { id: number; homeTeam: number; awayTeam: number; status: string; match_date: string };
let all: Raw[];

beforeAll(async () => {
  s = await start({ seed: true, now: NOW, clock: () => NOW.getTime() });
  vi.resetModules();
  vi.stubEnv('PUBLIC_API_URL', s.url);
  vi.stubEnv('PUBLIC_LIVE_API_URL', s.url);
  live = await import('../../../src/lib/api/live.ts');
  all = ((await (await fetch(`${s.api}/matches?limit=0&depth=0`)).json()) as { docs: Raw[] }).docs;
}, 60_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await s.cleanup();
});

describe("the followed schools' matches", () => {
  it('are nothing, and ask nothing, when the phone follows none', async () => {
    expect(live.followedMatchesUrls([])).toEqual([]);
    expect(await live.loadFollowedMatches([])).toEqual([]);
  });

  it("are every followed school's next three matches not completed, by date, each once", async () => {
    const mine = await live.loadFollowedMatches([3, 6]);
    expect(new Set(mine.map((m) => m.id)).size).toBe(mine.length);
    // Each school's query alone answers exactly its next three matches (the open 40 may hold them already).
    const { liveList } = await import('../../../src/lib/api/live-list.ts');
    for (const team of [3, 6]) {
      const { followedMatchesQuery } = await import('../../../src/lib/api/live-reads.ts');
      const asked = await liveList('/matches', followedMatchesQuery(team), live.toLiveMatch);
      const own = all
        .filter((m) => m.status !== 'completed' && (m.homeTeam === team || m.awayTeam === team))
        .sort((a, b) => Date.parse(a.match_date) - Date.parse(b.match_date))
        .slice(0, 3)
        .map((m) => String(m.id));
      expect(own.length).toBeGreaterThan(0);
      expect(asked.map((m) => m.id)).toEqual(own);
      for (const id of own) expect(mine.map((m) => m.id)).toContain(id);
    }
  });

  it('ask one URL a school, the same for every fan who follows it (the shared cache answers them all)', async () => {
    const { followedMatchesQuery } = await import('../../../src/lib/api/live-reads.ts');
    const q = followedMatchesQuery(3);
    expect(live.followedMatchesUrls([3, 4])).toHaveLength(2);
    expect(live.followedMatchesUrls([3])).toEqual(live.followedMatchesUrls([3, 4]).slice(0, 1));
    expect(q['where[and][1][or][0][homeTeam][equals]']).toBe(3);
    expect(q['where[and][1][or][1][awayTeam][equals]']).toBe(3);
    expect(q['where[and][0][status][not_equals]']).toBe('completed');
    expect(q.limit).toBe(3);
  });

  it('ask for at most the first few schools a phone follows', async () => {
    const asked: string[] = [];
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => (asked.push(url), real(url, init)));
    try {
      await live.loadFollowedMatches([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      vi.stubGlobal('fetch', real);
    }
    const { FOLLOWED_ASKED_MAX } = await import('../../../src/lib/api/live-reads.ts');
    expect(asked).toHaveLength(FOLLOWED_ASKED_MAX);
  });
});

describe("a school's next match at view time", () => {
  const at = Date.parse('2025-06-01T10:00:00.000Z');
  const m = (id: string, date: string | null, status: string, homeId = '1', awayId = '2'): LiveMatch => ({
    id,
    date,
    status,
    week: 1,
    venue: null,
    scoreHome: null,
    scoreAway: null,
    homeId,
    awayId,
  });

  it('is the earliest not over, home or away', () => {
    const list = [
      m('b', '2025-06-08T10:00:00.000Z', 'upcoming', '3', '1'),
      m('a', '2025-06-02T10:00:00.000Z', 'upcoming'),
    ];
    expect(nextMatchOf(list, 1, at)?.id).toBe('a');
    expect(nextMatchOf(list, 3, at)?.id).toBe('b');
    expect(nextMatchOf(list, 9, at)).toBeNull();
  });

  it('keeps a match being played, and one kicked off within three hours; drops completed and older ones', () => {
    const list = [
      m('done', '2025-06-01T09:00:00.000Z', 'completed'),
      m('stale', '2025-06-01T06:59:00.000Z', 'upcoming'),
      m('started', '2025-06-01T08:00:00.000Z', 'upcoming'),
      m('later', '2025-06-05T08:00:00.000Z', 'upcoming'),
    ];
    expect(nextMatchOf(list, 1, at)?.id).toBe('started');
    expect(nextMatchOf([m('old-running', '2025-06-01T01:00:00.000Z', 'running'), list[3]!], 1, at)?.id).toBe(
      'old-running',
    );
  });

  it('puts an undated match after the dated ones', () => {
    expect(
      nextMatchOf([m('tbd', null, 'upcoming'), m('dated', '2025-06-09T10:00:00.000Z', 'upcoming')], 1, at)?.id,
    ).toBe('dated');
  });
});
