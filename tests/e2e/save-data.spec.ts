// Save-Data (issue 10): with the browser's data-saver signal, images come at 1x, and the highlight and live players load
// only on a tap and do not autoplay. The signal is Chromium's own: DevTools' data-saver override, which sets
// navigator.connection.saveData exactly as the phone's setting does.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { site } from './support/env.ts';

// A phone-like screen density, so that without Save-Data the browser picks the larger srcset candidates.
test.use({ deviceScaleFactor: 2 });

async function saveData(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** The lazy crests on /teams (the first two are eager), each scrolled into view and loaded. */
async function lazyCrests(page: Page) {
  await page.goto(site('/teams'));
  const imgs = page.locator('main img[loading="lazy"][data-fallback="/images/default-team.svg"]');
  expect(await imgs.count()).toBeGreaterThan(0);
  const out: Array<{ src: string; current: string; srcset: string | null }> = [];
  for (const img of await imgs.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    out.push(
      await img.evaluate((el: HTMLImageElement) => ({
        src: el.src,
        current: el.currentSrc,
        srcset: el.getAttribute('srcset'),
      })),
    );
  }
  return out;
}

test('without Save-Data a lazy image is fetched at the screen density (the control)', async ({ page }) => {
  const crests = await lazyCrests(page);
  expect(await page.evaluate(() => document.documentElement.dataset.saveData)).toBeUndefined();
  // Each processed crest offers a larger candidate; at 2x the browser takes it rather than the 1x src.
  const processed = crests.filter((c) => c.srcset !== null);
  expect(processed.length).toBeGreaterThan(0);
  for (const c of processed) expect(c.current).not.toBe(c.src);
});

test('with Save-Data lazy images lose their srcset and come at 1x, the smaller file', async ({ page }) => {
  await saveData(page);
  const crests = await lazyCrests(page);
  expect(
    await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData),
  ).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.saveData)).toBe('');
  for (const c of crests) {
    expect(c.srcset).toBeNull();
    expect(c.current).toBe(c.src);
  }
  // The 1x file is the smaller one: compare it with the candidate the browser would otherwise have taken.
  const first = crests.find((c) => /\/_astro\/img\//.test(c.src))!;
  const sizes = await page.evaluate(async (src) => {
    const html = await (await fetch(location.href)).text();
    const set = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector(`img[src="${new URL(src).pathname}"]`)!
      .getAttribute('srcset')!;
    const urls = set.split(',').map((s) => s.trim().split(/\s+/)[0]!);
    return Promise.all(urls.map(async (u) => (await (await fetch(u)).arrayBuffer()).byteLength));
  }, first.src);
  expect(sizes[0]).toBeLessThan(Math.max(...sizes));
});

test('with Save-Data a highlight plays only on tap and without autoplay', async ({ page }) => {
  await saveData(page);
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(site('/highlights'));
  const dialog = page.locator('dialog[data-highlight-viewer]');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requests.filter((u) => /youtube/.test(u))).toEqual([]);
  await page
    .getByRole('button', { name: /Watch Full Highlight/ })
    .first()
    .click();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=0&rel=0$/,
  );
});

test('with Save-Data a live video loads only on tap and without autoplay', async ({ page }) => {
  await saveData(page);
  await page.route(/youtube-nocookie\.com|player\.twitch\.tv/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto(site('/live-match'));
  await expect(page.locator('iframe')).toHaveCount(0);
  const watch = page.locator('#live-match-root li').getByRole('button', { name: /Watch/ });
  await expect(watch.first()).toBeEnabled(); // hydrated
  const n = await watch.count();
  expect(n).toBeGreaterThan(0);
  // Each button gives way to its player when pressed.
  for (let i = n; i > 0; i--) {
    await watch.first().click();
    await expect(watch).toHaveCount(i - 1);
  }
  const frames = page.locator('#live-match-root iframe');
  await expect(frames).toHaveCount(n);
  for (const src of await frames.evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''))) {
    expect(src).toMatch(/[?&]autoplay=(0|false)(&|$)/);
    expect(src).not.toMatch(/autoplay=(1|true)/);
  }
});
