// The hostile build's feeds: every calendar file and the news feed still parse, one event per dated match, no
// injected events or items, whatever the CMS text holds.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../e2e/support/test.ts';
import { readCalendar, readRss } from '../e2e/support/feeds.ts';

const BASE = process.env.E2E_BASE_URL ?? '';
const OUT = process.env.E2E_OUT_DIR ?? '';

test('every calendar file parses, with one event per match file', async ({ request }) => {
  const all = readCalendar(readFileSync(join(OUT, 'calendar/fixtures.ics'), 'utf8'));
  expect(all.length).toBeGreaterThan(5);
  expect(new Set(all.map((e) => e.uid)).size).toBe(all.length);
  for (const e of all) {
    const id = /^match-(.+)@/.exec(e.uid)![1]!;
    const res = await request.get(`${BASE}/calendar/matches/${id}.ics`);
    expect(res.headers()['content-type']).toMatch(/^text\/calendar\b/);
    expect(readCalendar(await res.text()).map((x) => x.uid)).toEqual([e.uid]);
  }
  const teams = readdirSync(join(OUT, 'calendar/teams'));
  expect(teams.length).toBeGreaterThan(3);
  for (const f of teams)
    for (const e of readCalendar(readFileSync(join(OUT, 'calendar/teams', f), 'utf8')))
      expect(all.map((x) => x.uid)).toContain(e.uid);
});

test('the news feed parses, its items as many as the articles allow', async ({ request }) => {
  const res = await request.get(`${BASE}/rss.xml`);
  const items = readRss(await res.text());
  expect(items.length).toBeGreaterThan(5);
  for (const i of items) expect(i.link).toMatch(new RegExp(`^${BASE}/blogs/\\d+$`));
});
