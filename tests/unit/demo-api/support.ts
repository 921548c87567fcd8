// Test support for the demo API: a server on a free port over a temp data folder, with a small hand-made league.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type ServerOptions } from '../../../scripts/demo-api/server.ts';
import type { Store } from '../../../scripts/demo-api/store.ts';

export const ADMIN = { Authorization: 'users API-Key test-admin-key' };
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

export type TestServer = RunningServer & { dataDir: string; api: string; cleanup: () => Promise<void> };

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'demo-api-test-'));
}

/** Starts the real server (no seed unless asked) over `dataDir` (a fresh temp folder by default). */
export async function start(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? tempDir();
  const server = await startServer({ seed: false, adminKey: 'test-admin-key', log: () => {}, ...opts, dataDir });
  return {
    ...server,
    dataDir,
    api: `${server.url}/api`,
    cleanup: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 6)).toISOString();

/** A tiny league: 3 teams, 5 players (one staff), 2 matches, 3 blogs, ticket days, one media file on disk. */
export function insertFixtures(store: Store, dataDir: string): void {
  mkdirSync(join(dataDir, 'media'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'crest-alpha.png'), PNG_BYTES);
  const add = (c: string, id: number, day: number, data: Record<string, unknown>) =>
    store.create(c, data, { id, createdAt: at(day), updatedAt: at(day + 1) });
  store.transaction(() => {
    add('media', 1, 1, {
      filename: 'crest-alpha.png',
      alt: 'Alpha crest',
      width: 1,
      height: 1,
      mimeType: 'image/png',
      filesize: PNG_BYTES.length,
    });
    add('media', 2, 2, {
      filename: 'gone.png',
      alt: 'No file',
      width: 1,
      height: 1,
      mimeType: 'image/png',
      filesize: 1,
    });
    add('teams', 1, 3, {
      team_name: 'Alpha School',
      team_logo: 1,
      foundedYear: 1990,
      stadium: 'Alpha Ground',
      team_manager: 'A. Manager',
      team_details: 'First',
      players: [1, 2, 3, 5],
    });
    add('teams', 2, 4, {
      team_name: 'Beta Academy',
      team_logo: null,
      foundedYear: 2005,
      stadium: 'Beta Ground',
      team_manager: 'B. Manager',
      team_details: 'Second',
      players: [4],
    });
    add('teams', 3, 5, {
      team_name: 'Gamma High',
      team_logo: 2,
      foundedYear: 1975,
      stadium: null,
      team_manager: null,
      team_details: null,
      players: [],
    });
    const player = (
      id: number,
      day: number,
      name: string,
      position: string,
      jersey: number | null,
      goals: number,
      team: number,
      feet: number | null,
      dob: string | null,
    ) =>
      add('players', id, day, {
        name,
        position,
        jersey,
        img: id === 1 ? 1 : null,
        dateofbirth: dob,
        nationality: 'Nepali',
        height: { feet, inches: 2 },
        weight: { value: 50 + id },
        appearance: 5,
        goals,
        cleansheet: 0,
        yellowcards: 0,
        redcards: 0,
        team,
      });
    player(1, 6, 'Ram Thapa', 'goalkeeper', 1, 0, 1, 5, '2008-01-15T00:00:00.000Z');
    player(2, 7, 'Hari Rai', 'forward', 9, 7, 1, 6, '2009-06-01T00:00:00.000Z');
    player(3, 8, 'Sita Gurung', 'midfielder', 8, 10, 1, 4, null);
    player(4, 9, 'Bikash Tamang', 'forward', 10, 5, 2, 5, '2007-12-31T00:00:00.000Z');
    player(5, 10, 'Coach Adhikari', 'Head Coach', null, 0, 1, null, null);
    const match = {
      referee: 'Ref',
      assistantReferee1: null,
      assistantReferee2: null,
      fourthOfficial: null,
      homePlayersSubstitutes: [],
      awayPlayersSubstitutes: [],
    };
    add('matches', 1, 11, {
      ...match,
      match_date: '2025-03-01T09:00:00.000Z',
      time: '14:45',
      venue: 'Alpha Ground',
      status: 'completed',
      week: 1,
      scoreHome: 2,
      scoreAway: 1,
      homeTeam: 1,
      awayTeam: 2,
      homeCaptain: 1,
      awayCaptain: 4,
      homePlayers: [1, 2, 3],
      awayPlayers: [4],
    });
    add('matches', 2, 12, {
      ...match,
      match_date: '2025-04-10T09:00:00.000Z',
      time: '14:45',
      venue: 'Beta Ground',
      status: 'upcoming',
      week: 2,
      scoreHome: null,
      scoreAway: null,
      homeTeam: 2,
      awayTeam: 99,
      homeCaptain: null,
      awayCaptain: null,
      homePlayers: [],
      awayPlayers: [],
    });
    add('blogs', 1, 13, {
      title: 'Alpha beat Beta in a thriller',
      preview: 'Late goal',
      category: 'Match Reports',
      date: '2025-03-02T00:00:00.000Z',
      readTime: 4,
      image: 1,
      content: { root: { type: 'root', children: [] } },
      tags: 'alpha,beta',
    });
    add('blogs', 2, 14, {
      title: 'League news: new season',
      preview: 'Fixtures out',
      category: 'League News',
      date: '2025-02-01T00:00:00.000Z',
      readTime: 2,
      image: null,
      content: null,
      tags: 'news',
    });
    add('blogs', 3, 15, {
      title: 'Interview with the Beta coach',
      preview: 'Talks',
      category: 'Interviews',
      date: '2025-03-05T00:00:00.000Z',
      readTime: 12,
      image: null,
      content: null,
      tags: null,
    });
    add('activate-ticket', 1, 16, {
      ticketsStartFrom: 1,
      week: 2,
      isActive: true,
      days: [
        {
          id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          date: '2025-04-10T00:00:00.000Z',
          capacity: 100,
          availableCount: 0,
          bookedCount: 100,
          status: 'sold_out',
          venue: 'Beta Ground',
          matches: [2],
        },
        {
          id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
          date: '2025-04-11T00:00:00.000Z',
          capacity: 100,
          availableCount: 60,
          bookedCount: 40,
          status: 'open',
          venue: 'Alpha Ground',
          matches: [1],
        },
      ],
    });
  });
}

/** A server with the fixtures loaded. */
export async function startWithFixtures(opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const s = await start(opts);
  insertFixtures(s.store, s.dataDir);
  return s;
}

export async function getJson(
  url: string,
  init?: RequestInit,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the demo API: the tests assert its shape, typing it first would repeat the assertions
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return getJson(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `?` + the parameters, brackets percent-encoded as a browser would send them. */
export const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
export const ids = (body: { docs: Array<{ id: number }> }) => body.docs.map((d) => d.id);
