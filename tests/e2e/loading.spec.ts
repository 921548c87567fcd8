// What a page asks for while it loads: nothing from a third party on any route (embeds wait for a click), nothing
// from the API on static routes, and on home no render-blocking stylesheet or script, the top painted from the first 14 KB.
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test.ts';
import { API_URL, BASE_URL, site } from './support/env.ts';
import { routeKinds } from '../../scripts/bench/sizes.ts';

const ROUTES = routeKinds(process.env.E2E_OUT_DIR ?? '');

for (const route of ROUTES) {
  test(`${route.kind}: no request to a third party while loading${route.static ? ', and none to the API' : ''}`, async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto(site(route.path), { waitUntil: 'networkidle' });
    // Scroll to the bottom so lazy images and client:visible islands load too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const http = requests.filter((u) => /^https?:/.test(u));
    expect(http.length).toBeGreaterThan(0);
    const foreign = http.filter((u) => !u.startsWith(`${BASE_URL}/`) && !u.startsWith(`${API_URL}/`));
    expect(foreign, route.path).toEqual([]);
    if (route.static)
      expect(
        http.filter((u) => u.startsWith(`${API_URL}/`)),
        route.path,
      ).toEqual([]);
  });
}

test('home: no stylesheet or classic script blocks rendering; head, hero and headlines fit in the first 14 KB', async ({
  request,
}) => {
  const html = await (await request.get(site('/'))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
  expect(head).toMatch(/<style[^>]*>[^<]*\.hero/);
  for (const tag of html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? [])
    expect(tag).toMatch(/type="module"|\bdefer\b|\basync\b/);
  const headlines = html.indexOf('aria-label="Top Headlines"');
  expect(headlines).toBeGreaterThan(html.indexOf('id="hero-title"'));
  const topEnd = html.indexOf('</section>', headlines) + '</section>'.length;
  // What the server's gzip sends first: the compressed size of everything up to the end of the headlines banner.
  expect(gzipSync(html.slice(0, topEnd), { level: 6 }).length).toBeLessThanOrEqual(14 * 1024);
});

test('public images are cached for a day, pages revalidate on every visit', async ({ request }) => {
  const logo = await request.get(site('/images/league-logo.svg'));
  expect(logo.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  const page = await request.get(site('/teams'));
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});
