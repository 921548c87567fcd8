// The first frame waits until the parser has reached the first element after the page's first screen (BaseHead's
// `<link rel="expect" blocking="render">`): over a slow line the browser gets the document in pieces and would
// otherwise paint each piece as it comes (a header alone, then half a page), laying the page out two to four times
// before its first screen is whole. Every page waits for its footer, so for all its content; home for the match boxes
// after its headlines: the hero and the headlines come in the first 14 KB (loading.spec.ts) and are painted without
// waiting for the rest of the page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { site } from './support/env.ts';

// The first animation frame is the browser's own: Playwright's clock would run requestAnimationFrame on its timers.
test.use({ clockAt: null });

/** Bytes a second: slow enough that every page below arrives in several pieces. */
const SLOW_LINE = 8 * 1024;

type FirstFrame = { elements: number; footer: boolean; readyState: string };

/** What the document held when its first frame began, the page loaded over a slow line: how many elements `whole` had,
 *  whether the footer had come. */
async function firstFrame(page: Page, path: string, whole: string): Promise<FirstFrame> {
  await page.addInitScript((selector) => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrame: FirstFrame }).firstFrame = {
        elements: document.querySelector(selector)?.querySelectorAll('*').length ?? -1,
        footer: document.querySelector('footer') !== null,
        readyState: document.readyState,
      };
    });
  }, whole);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: SLOW_LINE,
    uploadThroughput: -1,
  });
  await page.goto(site(path), { waitUntil: 'commit' });
  await page.waitForFunction(() => 'firstFrame' in window, null, { timeout: 20_000 });
  const frame = await page.evaluate(() => (window as unknown as { firstFrame: FirstFrame }).firstFrame);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return frame;
}

/** The element the page's first frame waits for, as its head names it. */
function expectTarget(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const link = head.match(/<link rel="expect" href="#([\w-]+)" blocking="render">/);
  expect(link, 'the head names the end of the first screen').not.toBeNull();
  return link![1]!;
}

for (const { path, target, whole } of [
  { path: '/', target: 'match-boxes', whole: '.headlines' },
  { path: '/ne/', target: 'match-boxes', whole: '.headlines' },
  { path: '/teams', target: 'site-footer', whole: 'main' },
  { path: '/ne/book-seat', target: 'site-footer', whole: 'main' },
]) {
  const home = target !== 'site-footer';
  test(`${path}: the first frame waits for #${target}, ${whole} whole${home ? ', not for the rest of the page' : ''}`, async ({
    page,
    request,
  }) => {
    test.slow();
    const html = await (await request.get(site(path))).text();
    expect(expectTarget(html)).toBe(target);
    // What the served HTML puts in it, counted by the browser's own parser (before any script runs).
    const served = await page.evaluate(
      ([text, selector]) =>
        new DOMParser().parseFromString(text!, 'text/html').querySelector(selector!)!.querySelectorAll('*').length,
      [html, whole],
    );
    expect(served).toBeGreaterThan(0);

    const frame = await firstFrame(page, path, whole);
    expect(frame.elements, `${whole} whole at the first frame`).toBeGreaterThanOrEqual(served);
    // Every page but home waits for its footer; home paints its top from the first bytes, before the rest has come.
    expect(frame.footer, 'the footer had come').toBe(!home);
    if (home) expect(frame.readyState).toBe('loading');
  });
}
