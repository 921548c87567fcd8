// Images on every route kind: width and height on each, the API's images as WebP from this site at the size shown,
// lazy below the fold, the page's largest paint never lazy, and long immutable caching for processed files.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { API_URL, BASE_URL, site } from './support/env.ts';
import { routeKinds } from '../../scripts/bench/sizes.ts';

const ROUTES = routeKinds(process.env.E2E_OUT_DIR ?? '');
const PROCESSED = /^\/_astro\/img\/[0-9a-f]{12}-\d+x\d+-(crop|pad)\d+\.webp$/;
const PUBLIC_IMAGE = /^\/images\/[\w-]+\.svg$/;

type Shot = {
  src: string;
  srcset: string;
  sizes: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  top: number;
  rendered: boolean;
  inDialog: boolean;
  inNotice: boolean;
  priority: string | null;
};

/**
 * The images the server rendered, with the live islands' crests (processed at build time and handed over as props);
 * the booking islands draw crests they read from the API in the browser, outside this pipeline.
 */
function staticImages(page: Page): Promise<Shot[]> {
  return page.locator('img').evaluateAll((els) =>
    els
      .filter(
        (el) =>
          !el.closest('astro-island') || el.closest('#current-match, #next-match-countdown, header[data-match-id]'),
      )
      .map((el) => {
        const img = el as HTMLImageElement;
        const box = img.getBoundingClientRect();
        return {
          src: img.getAttribute('src') ?? '',
          srcset: img.getAttribute('srcset') ?? '',
          sizes: img.getAttribute('sizes') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          top: box.top + scrollY,
          rendered: box.width > 0 && box.height > 0,
          inDialog: Boolean(img.closest('dialog')),
          inNotice: Boolean(img.closest('#notice-dialog')),
          priority: img.getAttribute('fetchpriority'),
        };
      }),
  );
}

test.describe('every route kind', () => {
  test("the route list covers the issue's route kinds", () => {
    expect(ROUTES.map((r) => r.kind)).toEqual(
      expect.arrayContaining([
        'home',
        'teams',
        'team',
        'player',
        'table',
        'results',
        'fixture',
        'match centre',
        'news list',
        'article',
        'highlights',
        'book-seat',
        'checkout',
      ]),
    );
  });

  for (const route of ROUTES) {
    test(`${route.kind}: every image has a size, the API's images are WebP from this site, below the fold they are lazy`, async ({
      page,
    }) => {
      await page.goto(site(route.path));
      const viewport = page.viewportSize()!;
      const images = await staticImages(page);
      for (const img of images) {
        const where = `${route.path}: ${img.src}`;
        expect(Number(img.width), where).toBeGreaterThan(0);
        expect(Number(img.height), where).toBeGreaterThan(0);
        expect(img.src.startsWith(API_URL), `${where} should not load from the API host`).toBe(false);
        expect(PROCESSED.test(img.src) || PUBLIC_IMAGE.test(img.src), where).toBe(true);
        for (const candidate of img.srcset ? img.srcset.split(', ') : []) {
          expect(candidate, where).toMatch(/^\/_astro\/img\/\S+\.webp \d+(\.\d+)?[xw]$/);
        }
        if (/ \d+w(, |$)/.test(img.srcset)) expect(img.sizes, `${where} has widths without sizes`).not.toBe('');
        // The notice a first visit opens at once is that visit's largest paint: fetched first (docs/decisions/performance.md).
        if (img.inNotice) expect([where, img.loading, img.priority]).toEqual([where, 'eager', 'high']);
        else if (img.inDialog || !img.rendered || img.top >= viewport.height)
          expect(img.loading, `${where} is below the fold`).toBe('lazy');
      }
    });
  }
});

test('the largest paint of a page, when it is an image, is never lazy and is fetched first', async ({ page }) => {
  const withImage = ROUTES.filter((r) => ['player', 'team', 'news list', 'article'].includes(r.kind));
  expect(withImage).toHaveLength(4);
  for (const route of withImage) {
    await page.goto(site(route.path));
    // The largest paint changes as images arrive: a lazy card image that loads first is a candidate until the larger
    // image it gives way to is painted. Read it once the first screen is complete (every image in view decoded, the
    // fonts in, two frames drawn), so the answer does not depend on which request a busy machine answered first.
    const lcp = await page.evaluate(async () => {
      const inView = [...document.images].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
      });
      await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      // An entry is reported once the compositor says when its frame was shown, which on a busy machine comes after
      // the frames above: the header's logo may be reported while the larger image's entry is still to come. So the
      // answer is the last entry once none has come for a second.
      return new Promise<{ tag: string; loading: string | null; priority: string | null } | null>((done) => {
        let last: (PerformanceEntry & { element: Element | null }) | undefined;
        let quiet = window.setTimeout(() => answer(), 5000); // none at all: answered as null, and the test says so
        const answer = () => {
          const el = last?.element ?? null;
          done(
            el
              ? { tag: el.tagName, loading: el.getAttribute('loading'), priority: el.getAttribute('fetchpriority') }
              : null,
          );
        };
        new PerformanceObserver((list) => {
          last = (list.getEntries().at(-1) as typeof last) ?? last;
          clearTimeout(quiet);
          quiet = window.setTimeout(answer, 1000);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
    });
    expect(lcp, route.path).not.toBeNull();
    if (lcp?.tag === 'IMG') expect([route.path, lcp.loading, lcp.priority]).toEqual([route.path, 'eager', 'high']);
  }
});

test('processed images are served as WebP with a year of immutable caching', async ({ page, request }) => {
  await page.goto(site('/teams'));
  const src = await page.locator('main img').first().getAttribute('src');
  expect(src).toMatch(PROCESSED);
  const res = await request.get(`${BASE_URL}${src}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/webp');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const bytes = await res.body();
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
});

test('images are made at the size they are shown: never smaller than the box unless the source is, never over twice it', async ({
  page,
}) => {
  await page.goto(site(ROUTES.find((r) => r.kind === 'team')!.path));
  // Load every image now (lazy ones included), then compare each file's pixels with the box it is drawn in.
  const ratios = await page.locator('main img').evaluateAll(async (els) => {
    const imgs = els as HTMLImageElement[];
    for (const img of imgs) img.loading = 'eager';
    await Promise.all(imgs.map((img) => img.decode().catch(() => undefined)));
    return imgs
      .filter((img) => img.getBoundingClientRect().width > 0)
      .map((img) => ({ src: img.currentSrc, ratio: img.naturalWidth / img.getBoundingClientRect().width }));
  });
  expect(ratios.length).toBeGreaterThan(3);
  for (const { src, ratio } of ratios) {
    expect(ratio, src).toBeLessThanOrEqual(2.01);
    // The demo's crests (128 px) and photos (160 px) are larger than every box on this page.
    expect(ratio, src).toBeGreaterThanOrEqual(0.99);
  }
});
