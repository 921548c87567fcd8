// The live islands hydrate late: every island on the pages that have them uses client:afterpaint (src/directives), and
// in the browser each one hydrates only after the page's first contentful paint (the static HTML is the main content).
import { expect, test } from './support/test.ts';
import { site } from './support/env.ts';
import { rawMatches } from './support/league-data.ts';
import { islandTimeline, islandsHydrated, recordHydration, VISIT_ISLANDS } from './support/islands.ts';

// This test reads the browser's own performance timeline, which Playwright's clock would replace.
test.use({ clockAt: null });

test('home, a match centre and /live-match fetch and hydrate their islands only after the first contentful paint', async ({
  page,
}) => {
  const running = (await rawMatches()).find((m) => m.status === 'running')!;
  await recordHydration(page);
  for (const path of ['/', `/fixture/${running.id}`, '/live-match']) {
    await page.goto(site(path));
    const islands = page.locator(VISIT_ISLANDS);
    const directives = await islands.evaluateAll((els) => els.map((el) => el.getAttribute('client')));
    expect(directives.length, path).toBeGreaterThan(0);
    for (const d of directives) expect(d, path).toBe('afterpaint');
    await islandsHydrated(page);
    const t = await islandTimeline(page);
    expect(Number.isFinite(t.fcp), `${path}: first contentful paint recorded`).toBe(true);
    expect(t.hydrated, path).toHaveLength(directives.length);
    for (const h of t.hydrated)
      expect(h, `${path}: hydrated at ${h} ms, first paint at ${t.fcp} ms`).toBeGreaterThan(t.fcp);
    // Not even the islands' code is asked for before the paint: the main content has the network to itself.
    expect(t.codeFetched.length, path).toBeGreaterThan(0);
    for (const f of t.codeFetched)
      expect(f, `${path}: island code asked at ${f} ms, first paint at ${t.fcp} ms`).toBeGreaterThan(t.fcp);
  }
});

test('the React runtime, and only it, asks V8 to compile all its functions as it streams in (the compile hint on its first line)', async ({
  page,
}) => {
  // Hydration calls most of React's functions at once: compiled in the background as the file arrives, they are not
  // compiled one by one on the main thread at their first call (src/integrations/island-chunks.ts).
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (/\/_astro\/[^/]+\.js$/.test(new URL(r.url()).pathname))
      // A chunk that arrives after the check below is never read: its body's failure, once the page closes, is caught.
      scripts.set(
        r.url(),
        r.text().catch((e: unknown) => `(body not read: ${String(e)})`),
      );
  });
  await page.goto(site('/'));
  await islandsHydrated(page);
  const bodies = await Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })));
  const runtime = bodies.filter((s) => s.body.includes('hydrateRoot'));
  expect(runtime.map((s) => s.url)).toHaveLength(1);
  expect(runtime[0]!.body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  const others = bodies.filter((s) => s !== runtime[0]);
  expect(others.length).toBeGreaterThan(0);
  for (const s of others) expect(s.body, s.url).not.toContain('allFunctionsCalledOnLoad');
});
