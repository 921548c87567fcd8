// Helpers for the live islands: waiting for hydration and the first live answer, page visibility, the island timeline.
import { expect, type Page } from '@playwright/test';

/** The islands every visit hydrates: home's "My schools" (client:followed) hydrates only on a phone that follows a
 *  school (src/directives/followed.ts), so a visit that follows none leaves it as the build wrote it. */
export const VISIT_ISLANDS = 'astro-island:not([client="followed"])';

/** Every island on the page has hydrated (Astro removes `ssr` from an island once it has rendered in the browser). */
export async function islandsHydrated(page: Page): Promise<void> {
  await expect(page.locator(VISIT_ISLANDS).first()).toBeAttached();
  await expect(page.locator(`${VISIT_ISLANDS}[ssr]`)).toHaveCount(0);
}

/** Loads a page and brings each island into view until it has hydrated, then lets its first calls finish. */
export async function visitHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const islands = page.locator(VISIT_ISLANDS);
  const count = await islands.count();
  for (let i = 0; i < count; i++) {
    await islands.nth(i).scrollIntoViewIfNeeded();
    await expect(islands.nth(i)).not.toHaveAttribute('ssr', /.*/);
  }
  if (count > 0) await page.waitForLoadState('networkidle');
}

/**
 * The island's first live answer has come back (data-answered) and no request is on its way (aria-busy false). Just
 * after hydration aria-busy is false before the first request starts, so it alone says nothing.
 */
export async function settled(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector)).toHaveAttribute('data-answered', '');
  await expect(page.locator(selector)).toHaveAttribute('aria-busy', 'false');
}

/** Makes the page believe its tab was hidden or shown again, as a browser does on a tab switch. */
export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/**
 * Notes every fetch the page starts, synchronously (calls go through unchanged), so that a count read right after
 * `clock.runFor` is exact. Call before page.goto.
 */
export async function watchFetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __fetches: string[] };
    w.__fetches = [];
    const real = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      w.__fetches.push(input instanceof Request ? input.url : String(input));
      return real(input, init);
    };
  });
}

/** How many fetches the page has started to URLs matching `pattern` (needs watchFetches). */
export function fetchCount(page: Page, pattern: RegExp): Promise<number> {
  return page.evaluate(
    (source) =>
      (window as unknown as { __fetches: string[] }).__fetches.filter((u) => new RegExp(source).test(u)).length,
    pattern.source,
  );
}

export type IslandTimeline = { fcp: number; hydrated: number[]; codeFetched: number[] };

/** Records, from the start of the page, when each island hydrated (astro:hydrate). Call before page.goto. */
export async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __hydrated: number[] };
    w.__hydrated = [];
    // astro:hydrate does not bubble: listen in the capture phase.
    document.addEventListener('astro:hydrate', () => w.__hydrated.push(performance.now()), true);
  });
}

/** First contentful paint, the islands' hydration times and when each island's component code started to download. */
export async function islandTimeline(page: Page): Promise<IslandTimeline> {
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const urls = [...document.querySelectorAll('astro-island')].map(
      (i) => new URL(i.getAttribute('component-url') ?? '', location.href).href,
    );
    const codeFetched = performance
      .getEntriesByType('resource')
      .filter((r) => urls.includes(r.name))
      .map((r) => r.startTime);
    return { fcp, hydrated: (window as unknown as { __hydrated: number[] }).__hydrated, codeFetched };
  });
}
