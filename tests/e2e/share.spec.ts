// Share (issue 10): on the match centre, team, player and article pages a labelled Share button hands the page's title
// and canonical URL to the Web Share API, or, where the browser has none, copies the URL and says 'Link copied'.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { BASE_URL, site } from './support/env.ts';

/** One page of each kind that has the button, found from the lists the visitor would use. */
async function sharePages(page: Page): Promise<Array<{ path: string; what: string }>> {
  await page.goto(site('/fixture'));
  const match = (await page.locator('main a[href^="/fixture/"]').first().getAttribute('href'))!;
  await page.goto(site('/teams'));
  const team = (await page.locator('main a[href^="/teams/"]').first().getAttribute('href'))!;
  await page.goto(site(team));
  const player = (await page.locator('main a[href*="/players/"]').first().getAttribute('href'))!;
  await page.goto(site('/blogs'));
  const article = (await page
    .locator('main a[href^="/blogs/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').find((h) => /^\/blogs\/\d+$/.test(h))))!;
  return [
    { path: match, what: 'match' },
    { path: team, what: 'team' },
    { path: player, what: 'player' },
    { path: article, what: 'article' },
  ];
}

const canonical = (path: string) => `${BASE_URL}${path.replace(/\/+$/, '')}`;

test('without the Web Share API the button copies the canonical link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  // Chromium on Linux has no navigator.share; make that certain on every platform.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  for (const { path, what } of await sharePages(page)) {
    await page.goto(site(path));
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical(path));
    const button = page.getByRole('button', { name: `Share this ${what}` });
    await expect(button).toBeVisible();
    // By keyboard: focus it and press Enter.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical(path));
    await page.evaluate(() => navigator.clipboard.writeText(''));
  }
});

test('with the Web Share API the button hands it the page title and canonical URL', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => void calls.push(data),
    });
  });
  for (const { path, what } of await sharePages(page)) {
    await page.goto(site(path));
    await page.getByRole('button', { name: `Share this ${what}` }).click();
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
    expect(calls).toEqual([{ title: await page.title(), url: canonical(path) }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  }
});

test('without JavaScript there is no dead button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site('/teams'));
  const team = (await page.locator('main a[href^="/teams/"]').first().getAttribute('href'))!;
  await page.goto(site(team));
  await expect(page.getByRole('button', { name: 'Share this team' })).toBeHidden();
  await context.close();
});
