// Holds back one island's code, as a slow phone's network does: the page is painted from the built HTML, the visitor
// can type into it, and the island hydrates only when the test lets its scripts through.
import { expect, type Locator, type Page } from '@playwright/test';
import { site } from './env.ts';

export type HeldIsland = {
  /** The island's element: it carries `ssr` until it has hydrated. */
  element: Locator;
  /** Lets the held scripts through and waits until the island has hydrated. */
  release(): Promise<void>;
};

/** The island whose component is `component` (e.g. 'ContactForm') on `path`: its component and renderer scripts, as the built HTML names them. */
async function islandScripts(
  page: Page,
  path: string,
  component: string,
): Promise<{ componentUrl: string; paths: string[] }> {
  const html = await (await page.request.get(site(path))).text();
  const tag = (html.match(/<astro-island\b[^>]*>/g) ?? []).find((t) =>
    t.includes(`component-url="/_astro/${component}.`),
  );
  const attr = (name: string) => tag?.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const componentUrl = attr('component-url');
  const rendererUrl = attr('renderer-url');
  if (!componentUrl || !rendererUrl) throw new Error(`${path} has no island of ${component}`);
  return { componentUrl, paths: [componentUrl, rendererUrl] };
}

/** Call before page.goto: from then on the island's scripts wait until release(). */
export async function holdIsland(page: Page, path: string, component: string): Promise<HeldIsland> {
  const { componentUrl, paths } = await islandScripts(page, path, component);
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  const element = page.locator(`astro-island[component-url="${componentUrl}"]`);
  return {
    element,
    async release() {
      open();
      await expect(element).not.toHaveAttribute('ssr');
    },
  };
}
