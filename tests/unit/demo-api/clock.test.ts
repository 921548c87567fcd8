// The demo API's clock (issue 16): --now (or LEAGUE_NOW) places the season around a given moment and stops the API's
// clock there, so a test run sees one fixed "now" whatever the hour it starts at; and the test stacks' moment.
import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, NODE, ROOT, start as startProcess, stop, waitForUrl } from '../../../scripts/lib/proc.ts';
import { nepalDay } from '../../../src/lib/nepal-day.ts';
import { testInstant } from '../../e2e/support/test-clock.ts';
import { ADMIN, getJson, postJson, startWithFixtures, tempDir, type TestServer } from './support.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.cleanup();
});

type Doc = { id: number; status: string; match_date: string; createdAt: string; updatedAt: string };

describe('--now: the season around a fixed moment', () => {
  it.each(['2026-11-24T23:55:00+05:45', '2026-11-25T00:20:00+05:45', '2026-11-24T14:40:00+05:45'])(
    'at %s: a match running since before now, today, with events',
    async (iso) => {
      const now = Date.parse(iso);
      const port = await freePort();
      const api = startProcess(
        NODE,
        ['scripts/demo-api/main.ts', '--port', String(port), '--data', tempDir(), '--reseed', '--now', iso],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      );
      try {
        await waitForUrl(`http://127.0.0.1:${port}/api/health`);
        const { body } = await getJson(`http://127.0.0.1:${port}/api/matches?limit=0&depth=0`);
        const docs = body.docs as Doc[];
        const running = docs.filter((d) => d.status === 'running');
        expect(running).toHaveLength(1);
        const kickoff = Date.parse(running[0]!.match_date);
        expect(kickoff).toBeLessThan(now);
        expect(nepalDay(kickoff)).toBe(nepalDay(now));
        const events = await getJson(
          `http://127.0.0.1:${port}/api/match-events?where[match][equals]=${running[0]!.id}&limit=0`,
        );
        expect(events.body.docs.length).toBeGreaterThan(0);
        // Today's other match is still to come, later the same Nepal day.
        const later = docs.filter((d) => d.status === 'upcoming' && nepalDay(d.match_date) === nepalDay(now));
        expect(later).toHaveLength(1);
        expect(Date.parse(later[0]!.match_date)).toBeGreaterThan(now);
      } finally {
        await stop(api);
      }
    },
    60_000,
  );

  it('refuses a --now that is not an instant, saying what it wants', async () => {
    const child = spawn(NODE, ['scripts/demo-api/main.ts', '--port', '0', '--data', tempDir(), '--now', 'tomorrow'], {
      cwd: ROOT,
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((done) => child.on('exit', done));
    expect(code).toBe(2);
    expect(err).toContain('--now must be an ISO instant');
  });
});

describe('a stopped clock', () => {
  it('stamps every write with its moment, and an edit stays later than the last one', async () => {
    const at = Date.parse('2026-11-24T08:55:00.000Z');
    const s = await startWithFixtures({ clock: () => at });
    servers.push(s);
    const created = await postJson(`${s.api}/contacts`, {
      name: 'Sita',
      email: 'sita@example.com',
      phone: '9800000000',
      message: 'Hi',
      agreeToTerms: true,
    });
    expect(created.body.doc.createdAt).toBe('2026-11-24T08:55:00.000Z');
    const first = await postJson(`${s.api}/matches/2`, { status: 'running' }, ADMIN, 'PATCH');
    const second = await postJson(`${s.api}/matches/2`, { scoreHome: 1 }, ADMIN, 'PATCH');
    expect(first.body.doc.updatedAt).toBe('2026-11-24T08:55:00.000Z');
    expect(Date.parse(second.body.doc.updatedAt)).toBe(at + 1);
  });
});

describe("the test stacks' moment", () => {
  const real = Date.parse('2026-11-24T18:30:00.000Z'); // 00:15 on 25 November in Nepal
  it('is today in Nepal at TEST_NEPAL_TIME, 14:40 by default', () => {
    expect(new Date(testInstant({}, real)).toISOString()).toBe('2026-11-25T08:55:00.000Z');
    expect(new Date(testInstant({ TEST_NEPAL_TIME: '23:55' }, real)).toISOString()).toBe('2026-11-25T18:10:00.000Z');
  });
  it('is LEAGUE_NOW when that is set', () => {
    expect(testInstant({ LEAGUE_NOW: '2026-11-24T23:55:00+05:45', TEST_NEPAL_TIME: '10:00' }, real)).toBe(
      Date.parse('2026-11-24T18:10:00.000Z'),
    );
  });
  it('refuses values it cannot read', () => {
    expect(() => testInstant({ TEST_NEPAL_TIME: '25:00' }, real)).toThrow('HH:MM');
    expect(() => testInstant({ LEAGUE_NOW: 'soon' }, real)).toThrow('ISO instant');
  });
});
