// The islands' reads go to the live read address (PUBLIC_LIVE_API_URL, the shared cache), their writes to the CMS
// (PUBLIC_API_URL); and every fan asks the very same URL for the same thing, however often and whenever he asks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activationQuery,
  eventsQuery,
  MATCH_QUERY,
  OPEN_MATCHES_QUERY,
  VIDEOS_QUERY,
} from '../../../src/lib/api/live-reads.ts';
import { queryString } from '../../../src/lib/api/query-string.ts';
import { TICKETS } from '../../../src/lib/league/tickets.ts';

type Seen = { method: string; url: string };
let seen: Seen[] = [];

beforeEach(() => {
  seen = [];
  vi.resetModules();
  vi.stubEnv('PUBLIC_API_URL', 'https://cms.example.org');
  vi.stubEnv('PUBLIC_LIVE_API_URL', 'https://league.example.org/live/');
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url });
    const doc = { id: 1, status: 'running', isActive: true, days: [] };
    const body = url.includes('/matches/') ? doc : url.includes('/payments/') ? { prn: 'x', dv: 'y' } : { docs: [doc] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** Every live read of the islands, once, as a fan's browser makes them. */
async function islandReads(): Promise<void> {
  const live = await import('../../../src/lib/api/live.ts');
  const events = await import('../../../src/lib/api/live-events.ts');
  const videos = await import('../../../src/lib/api/live-videos.ts');
  const activation = await import('../../../src/islands/tickets/useActivation.ts');
  await live.loadOpenMatches();
  await live.loadMatch('7');
  await events.loadMatchEvents('7');
  await videos.loadLiveVideos();
  await activation.loadActivation();
}

describe('the live read address', () => {
  it('takes every island GET, and nothing else', async () => {
    await islandReads();
    const { postJson } = await import('../../../src/lib/api/client.ts');
    await postJson('/payments/pre-check', { name: 'A' });
    const gets = seen.filter((s) => s.method === 'GET');
    expect(gets.map((s) => new URL(s.url).pathname)).toEqual([
      '/live/api/matches',
      '/live/api/matches/7',
      '/live/api/match-events',
      '/live/api/watchlive',
      '/live/api/activate-ticket',
    ]);
    expect(gets.every((s) => s.url.startsWith('https://league.example.org/live/api/'))).toBe(true);
    expect(seen.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual([
      'https://cms.example.org/api/payments/pre-check',
    ]);
  });

  it('is asked exactly the URLs of src/lib/api/live-reads.ts, which the match-day bench replays', async () => {
    await islandReads();
    const base = 'https://league.example.org/live/api';
    expect(seen.map((s) => s.url)).toEqual([
      `${base}/matches${queryString(OPEN_MATCHES_QUERY)}`,
      `${base}/matches/7${queryString(MATCH_QUERY)}`,
      `${base}/match-events${queryString(eventsQuery('7'))}`,
      `${base}/watchlive${queryString(VIDEOS_QUERY)}`,
      `${base}/activate-ticket${queryString(activationQuery(TICKETS.queryLimit))}`,
    ]);
  });

  it('names each read in swr by the very URL it asks (islands asking the same URL share one request)', async () => {
    await islandReads();
    const live = await import('../../../src/lib/api/live.ts');
    const events = await import('../../../src/lib/api/live-events.ts');
    const videos = await import('../../../src/lib/api/live-videos.ts');
    expect([live.openMatchesUrl(), live.matchUrl('7'), events.matchEventsUrl('7'), videos.liveVideosUrl()]).toEqual(
      seen.slice(0, 4).map((s) => s.url),
    );
  });

  it('is the API itself when PUBLIC_LIVE_API_URL is unset', async () => {
    vi.stubEnv('PUBLIC_LIVE_API_URL', '');
    const live = await import('../../../src/lib/api/live.ts');
    await live.loadMatch('7');
    expect(seen[0]?.url).toMatch(/^https:\/\/cms\.example\.org\/api\/matches\/7\?/);
  });

  it('is asked the same URLs by every fan at every refresh: nothing per visitor or per moment', async () => {
    await islandReads();
    const first = seen.map((s) => s.url);
    vi.useFakeTimers({ now: Date.now() + 3_600_000, toFake: ['Date'] });
    try {
      seen = [];
      vi.resetModules();
      await islandReads();
    } finally {
      vi.useRealTimers();
    }
    expect(seen.map((s) => s.url)).toEqual(first);
  });
});
