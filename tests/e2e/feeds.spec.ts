// Feeds and structured data on the built site: calendar links and files (downloaded, typed text/calendar, parsed),
// the RSS feed and its head link, and each page's schema.org JSON-LD checked against the demo API's data.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiList, BASE_URL, site } from './support/env.ts';
import { rawMatches } from './support/league-data.ts';
import { jsonLd, readCalendar, readRss } from './support/feeds.ts';

const host = new URL(BASE_URL || 'http://x').host;
const uid = (id: string) => `match-${id}@${host}`;
const dated = <T extends { date: string | null }>(ms: T[]) =>
  ms.filter((m) => m.date && !Number.isNaN(Date.parse(m.date)));

/** Clicks 'Add to calendar', checks the Subscribe twin, and returns the downloaded file's events. */
async function download(page: Page, file: string, feed: string) {
  const group = page.locator('[data-calendar-links]');
  await expect(group.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `webcal://${host}${feed}`);
  const add = group.getByRole('link', { name: 'Add to calendar' });
  await expect(add).toHaveAttribute('href', file);
  const res = await page.request.get(site(file));
  expect(res.headers()['content-type']).toMatch(/^text\/calendar\b/);
  const [dl] = await Promise.all([page.waitForEvent('download'), add.click()]);
  expect(dl.suggestedFilename()).toMatch(/^nsfl-[a-z0-9-]+\.ics$/);
  const ics = await readFile((await dl.path())!, 'utf8');
  expect(ics).toBe(await res.text());
  return readCalendar(ics);
}

test.describe('calendar feeds', () => {
  test('/fixture: every dated match of the season, with its kickoff', async ({ page }) => {
    const matches = dated(await rawMatches());
    await page.goto(site('/fixture'));
    const events = await download(page, '/calendar/fixtures.ics', '/calendar/fixtures.ics');
    expect(events.map((e) => e.uid).sort()).toEqual(matches.map((m) => uid(m.id)).sort());
    for (const m of matches) expect(events.find((e) => e.uid === uid(m.id))!.start).toBe(Date.parse(m.date!));
  });

  test("a team page: that team's matches only", async ({ page }) => {
    const [team] = await apiList('/teams?limit=1&depth=0');
    const id = String(team!.id);
    const own = dated(await rawMatches()).filter((m) => m.home === id || m.away === id);
    expect(own.length).toBeGreaterThan(0);
    await page.goto(site(`/teams/${id}`));
    const events = await download(page, `/calendar/teams/${id}.ics`, `/calendar/teams/${id}.ics`);
    expect(events.map((e) => e.uid).sort()).toEqual(own.map((m) => uid(m.id)).sort());
    for (const e of events) expect(e.summary).toContain(String(team!.team_name));
  });

  test('the match centre: the match alone to add, the season to subscribe to', async ({ page }) => {
    const m = dated(await rawMatches())[0]!;
    await page.goto(site(`/fixture/${m.id}`));
    const events = await download(page, `/calendar/matches/${m.id}.ics`, '/calendar/fixtures.ics');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: uid(m.id),
      start: Date.parse(m.date!),
      url: site(`/fixture/${m.id}`),
      status: 'CONFIRMED',
    });
  });
});

test.describe('news feed', () => {
  test('/rss.xml lists the newest articles, linked from the head of every page', async ({ page }) => {
    const res = await page.request.get(site('/rss.xml'));
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toMatch(/xml/);
    const items = readRss(await res.text());
    const when = (d: Record<string, unknown>) => Date.parse(String(d.date ?? d.createdAt));
    const news = (await apiList('/blogs?limit=0&depth=0'))
      .sort((a, b) => when(b) - when(a) || Number(b.id) - Number(a.id))
      .slice(0, 20);
    expect(items.map((i) => i.link)).toEqual(news.map((n) => site(`/blogs/${n.id}`)));
    expect(items.map((i) => i.title)).toEqual(news.map((n) => String(n.title)));
    for (const i of items) expect(i.guid).toBe(i.link);
    for (const path of ['/', '/blogs', '/table', '/fixture']) {
      await page.goto(site(path));
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        site('/rss.xml'),
      );
    }
  });
});

test.describe('news feed in Nepali', () => {
  test('/ne/rss.xml lists the same articles linking the Nepali pages, linked from the head of every Nepali page', async ({
    page,
  }) => {
    const res = await page.request.get(site('/ne/rss.xml'));
    expect(res.ok()).toBe(true);
    const xml = await res.text();
    expect(xml).toContain('<language>ne</language>');
    const ne = readRss(xml);
    const en = readRss(await (await page.request.get(site('/rss.xml'))).text());
    expect(ne.map((i) => i.link)).toEqual(en.map((i) => i.link.replace(site('/blogs/'), site('/ne/blogs/'))));
    for (const path of ['/ne/', '/ne/blogs', '/ne/table']) {
      await page.goto(site(path));
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        site('/ne/rss.xml'),
      );
    }
  });

  test('a Nepali match centre links the Nepali calendar file: the same event, its title in Nepali', async ({
    page,
  }) => {
    const m = dated(await rawMatches())[0]!;
    await page.goto(site(`/ne/fixture/${m.id}`));
    const add = page.locator('[data-calendar-links] [data-add-to-calendar]');
    await expect(add).toHaveAttribute('href', `/ne/calendar/matches/${m.id}.ics`);
    const res = await page.request.get(site(`/ne/calendar/matches/${m.id}.ics`));
    expect(res.headers()['content-type']).toMatch(/^text\/calendar\b/);
    const [event] = readCalendar(await res.text());
    expect(event).toMatchObject({ uid: uid(m.id), start: Date.parse(m.date!), url: site(`/ne/fixture/${m.id}`) });
    expect(event!.summary).toContain(' विरुद्ध ');
  });
});

test.describe('structured data', () => {
  test('home: the league as a SportsOrganization', async ({ page }) => {
    await page.goto(site('/'));
    const [org] = (await jsonLd(page)).filter((d) => d['@type'] === 'SportsOrganization');
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Nepal Schools Football League',
      url: site('/'),
      sport: 'Soccer',
      address: { '@type': 'PostalAddress' },
    });
    expect(String(org!.logo)).toMatch(/^https?:\/\//);
  });

  test('match centres: a SportsEvent with both teams, start, place and status', async ({ page }) => {
    const matches = await rawMatches();
    const teams = new Map((await apiList('/teams?limit=0&depth=0')).map((t) => [String(t.id), String(t.team_name)]));
    // One match of each status the season holds.
    for (const m of [...new Map(matches.map((x) => [x.status, x])).values()]) {
      await page.goto(site(`/fixture/${m.id}`));
      const [ev] = (await jsonLd(page)).filter((d) => d['@type'] === 'SportsEvent');
      expect(ev).toMatchObject({
        name: `${teams.get(m.home!)} vs ${teams.get(m.away!)}`,
        url: site(`/fixture/${m.id}`),
        eventStatus: 'https://schema.org/EventScheduled',
        homeTeam: { '@type': 'SportsTeam', name: teams.get(m.home!) },
        awayTeam: { '@type': 'SportsTeam', name: teams.get(m.away!) },
        location: { '@type': 'Place', name: m.venue },
      });
      expect(Date.parse(String(ev!.startDate))).toBe(Date.parse(m.date!));
    }
  });

  test('a team page (SportsTeam), a player page (Person) and an article (NewsArticle)', async ({ page }) => {
    const [team] = await apiList('/teams?limit=1&depth=0');
    const squad = await apiList(`/players?limit=0&depth=0&where[team][equals]=${team!.id}`);
    await page.goto(site(`/teams/${team!.id}`));
    const [st] = (await jsonLd(page)).filter((d) => d['@type'] === 'SportsTeam');
    expect(st).toMatchObject({ name: team!.team_name, sport: 'Soccer', url: site(`/teams/${team!.id}`) });
    const athletes = (st!.athlete as Array<{ name: string }>).map((a) => a.name);
    for (const p of squad.filter((x) =>
      ['goalkeeper', 'defender', 'midfielder', 'forward'].includes(String(x.position)),
    ))
      expect(athletes).toContain(p.name);

    const player = squad.find((p) => p.dateofbirth)!;
    await page.goto(site(`/teams/${team!.id}/players/${player.id}`));
    const [person] = (await jsonLd(page)).filter((d) => d['@type'] === 'Person');
    expect(person).toMatchObject({
      name: player.name,
      memberOf: { '@type': 'SportsTeam', name: team!.team_name },
      birthDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });

    const [article] = await apiList('/blogs?limit=1&depth=0');
    await page.goto(site(`/blogs/${article!.id}`));
    const [news] = (await jsonLd(page)).filter((d) => d['@type'] === 'NewsArticle');
    expect(news).toMatchObject({
      headline: article!.title,
      url: site(`/blogs/${article!.id}`),
      author: { name: 'Nepal Schools Football League' },
      publisher: { '@type': 'SportsOrganization' },
    });
    expect(Date.parse(String(news!.datePublished))).toBe(Date.parse(String(article!.date ?? article!.createdAt)));
    expect(Date.parse(String(news!.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(news!.datePublished)));
    expect(String(news!.image)).toMatch(/^https?:\/\//);
  });
});
