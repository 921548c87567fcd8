// The island directives load React's runtime first and the island's own modules after it (src/directives/split-load.ts),
// so the browser evaluates them in two tasks instead of one. Seen from the network: with the runtime's file held back,
// the island's own file is asked for at once (a module preload, no round trip lost) but none of the modules it imports
// is asked for before the runtime has arrived. Left to Astro's island element, they are asked for together.
import { expect, test } from './support/test.ts';
import { site } from './support/env.ts';
import { islandsHydrated, VISIT_ISLANDS } from './support/islands.ts';

// Resource Timing is the browser's own clock, which Playwright's would replace.
test.use({ clockAt: null });

/** How long the React runtime's file is held back: long enough that "before it arrived" is unmistakable. */
const HOLD_MS = 600;

/** The static imports of a built module ("./x.js" specifiers, resolved against its URL). */
function staticImports(body: string, url: string): string[] {
  const specifiers = [...body.matchAll(/(?:\bfrom|\bimport)\s*"(\.\.?\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(specifiers.map((s) => new URL(s, url).href))];
}

for (const path of ['/book-seat', '/', '/ne/book-seat']) {
  test(`${path}: the island's own modules are asked for only once React's runtime has arrived, its own file at once`, async ({
    page,
  }) => {
    const bodies = new Map<string, string>();
    let runtime: string | null = null;
    await page.route(/\/_astro\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      bodies.set(route.request().url(), body);
      if (body.includes('hydrateRoot')) {
        runtime = route.request().url();
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      }
      await route.fulfill({ response, body });
    });
    await page.goto(site(path));
    await islandsHydrated(page);
    expect(runtime, 'the React runtime was loaded').not.toBeNull();

    const component = new URL((await page.locator(VISIT_ISLANDS).first().getAttribute('component-url'))!, page.url())
      .href;
    const timing = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
        url: e.name,
        start: e.startTime,
        end: e.responseEnd,
      })),
    );
    const at = (url: string) => timing.find((t) => t.url === url);
    const runtimeAt = at(runtime!)!;
    expect(runtimeAt.end - runtimeAt.start, 'the runtime was held back').toBeGreaterThanOrEqual(HOLD_MS - 50);

    // The island's own file: asked for while the runtime was still on its way.
    expect(at(component)!.start, `${component} asked for before the runtime arrived`).toBeLessThan(runtimeAt.end);
    // What it imports (but the runtime itself): asked for after the runtime arrived, each of them.
    const imports = staticImports(bodies.get(component)!, component).filter((u) => u !== runtime);
    expect(imports.length, 'the island imports modules of its own').toBeGreaterThan(0);
    let checked = 0;
    for (const url of imports) {
      const t = at(url);
      expect(t, `${url} was loaded`).toBeDefined();
      // A module the page's own scripts loaded before the island's file is not the island's to wait for.
      if (t!.start < at(component)!.start) continue;
      expect(t!.start, `${url} asked for after the runtime arrived`).toBeGreaterThanOrEqual(runtimeAt.end);
      checked += 1;
    }
    expect(checked, "some of the island's imports were the island's own to load").toBeGreaterThan(0);
  });
}
