// Live match (SPEC §2 /live-match): each active live video of the API's /watchlive, no player before a click.
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { liveSource } from '../../src/lib/league/live-video.ts';
import { islandsHydrated } from './support/islands.ts';

async function activeVideos() {
  const docs = await apiList('/watchlive?limit=0&depth=0');
  return docs
    .filter((d) => d.isActive === true)
    .map((d) => ({
      title: String(d.title ?? 'Live match'),
      source: liveSource({
        platform: String(d.platform ?? '').toLowerCase(),
        videoUrl: (d.videoUrl as string | null) ?? null,
        twitchChannel: (d.twitchChannel as string | null) ?? null,
      }),
    }));
}

test('lists every active live video with its platform, a Watch button and a close link home, and no iframe', async ({
  page,
}) => {
  const videos = await activeVideos();
  const all = await apiList('/watchlive?limit=0&depth=0');
  expect(videos.length).toBeGreaterThan(0);
  expect(all.length).toBeGreaterThan(videos.length); // the demo data has an inactive video, which must not show
  await page.goto(site('/live-match'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('#live-match-root li');
  await expect(cards).toHaveCount(videos.length);
  await expect(page.locator('iframe')).toHaveCount(0);
  for (const [i, v] of videos.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(v.title);
    await expect(card.getByRole('link', { name: /Close .* go to the homepage/ })).toHaveAttribute('href', '/');
    if (v.source.kind === 'invalid') {
      await expect(card.getByText('Invalid URL or Channel')).toBeVisible();
      continue;
    }
    await expect(card).toContainText(v.source.kind === 'youtube' ? 'Live on YouTube' : 'Live on Twitch');
    await expect(card.getByRole('button', { name: /Watch/ })).toBeVisible();
  }
});

test('Watch loads that video’s player only on click: youtube-nocookie or Twitch with this site as parent', async ({
  page,
}) => {
  const videos = (await activeVideos()).filter((v) => v.source.kind !== 'invalid');
  await page.route(/youtube-nocookie\.com|player\.twitch\.tv/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(site('/live-match'));
  expect(requests.filter((u) => /youtube|twitch/.test(u))).toEqual([]);
  const cards = page.locator('#live-match-root li');
  for (const [i, v] of videos.entries()) {
    const card = cards.filter({ has: page.getByRole('heading', { name: v.title, exact: true }) });
    await card.getByRole('button', { name: /Watch/ }).click();
    const frame = card.locator('iframe');
    await expect(frame).toHaveCount(1);
    if (v.source.kind === 'youtube')
      await expect(frame).toHaveAttribute(
        'src',
        `https://www.youtube-nocookie.com/embed/${v.source.id}?autoplay=1&rel=0`,
      );
    if (v.source.kind === 'twitch')
      await expect(frame).toHaveAttribute(
        'src',
        `https://player.twitch.tv/?channel=${v.source.channel}&parent=127.0.0.1&autoplay=true`,
      );
    await expect(page.locator('iframe')).toHaveCount(i + 1);
  }
});

test("when the API answers 500: 'Failed to load live matches. Please try again.' with Retry, which recovers", async ({
  page,
}) => {
  const videos = await activeVideos();
  await page.route(/\/api\/watchlive\?/, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(site('/live-match'));
  await islandsHydrated(page);
  const alert = page.locator('#live-match-root').getByRole('alert');
  await expect(alert).toContainText('Failed to load live matches. Please try again.');
  await expect(page.locator('#live-match-root li')).toHaveCount(0);
  await page.unrouteAll();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#live-match-root li')).toHaveCount(videos.length);
});

test('the live page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(site('/live-match'));
  expect(await seriousViolations(page)).toEqual([]);
});
