// The security headers in real Chromium: every response carries the build's _headers, the policy is enforced (an
// injected script is refused), and every route, the islands, the viewer, the live embed and the map load without a
// violation report.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeadersFile } from '../../src/lib/security/headers-file.ts';
import { allowPopups } from './support/axe-scan.ts';
import { site } from './support/env.ts';
import { visitHydrated } from './support/islands.ts';
import { builtRoutes, chunks } from './support/routes.ts';
import { book, bookableDay, buyer } from './tickets/flow.ts';

const OUT_DIR = process.env.E2E_OUT_DIR ?? '';
const rules = () => parseHeadersFile(readFileSync(join(OUT_DIR, '_headers'), 'utf8'));

/** Collects CSP violations as they happen, across navigations: the page's securitypolicyviolation events and
 * Chromium's console reports. */
async function violations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(`${page.url()}: ${m.text()}`);
  });
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
    document.addEventListener('securitypolicyviolation', (e) =>
      report(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => [...new Set(seen)];
}

/** Loads a page of this site with its islands hydrated (support/islands.ts). */
const visit = (page: Page, path: string) => visitHydrated(page, site(path));

test('every document carries the headers the build wrote, for Netlify and for scripts/serve.ts alike; assets only the small ones', async ({
  request,
}) => {
  const expected = headersFor(rules(), '/');
  expect(expected['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
  for (const path of ['/', '/teams', '/no-such-page']) {
    const res = await request.get(site(path));
    for (const [name, value] of Object.entries(expected))
      expect(res.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
  // The 3.4 KB policy is for documents: an image or a script does not carry it (nosniff and HSTS it does).
  const icon = await request.get(site('/favicon.svg'));
  expect(icon.headers()['content-security-policy']).toBeUndefined();
  expect(icon.headers()['x-content-type-options']).toBe('nosniff');
  for (const path of ['/_headers', '/%5Fheaders', '/_security-facts.json'])
    expect((await request.get(site(path))).status(), path).toBe(404);
});

test('the policy is enforced: an injected inline script, inline handler, eval and style attribute are refused', async ({
  page,
}) => {
  const found = await violations(page);
  await visit(page, '/');
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __ran: string[] };
    w.__ran = [];
    const s = document.createElement('script');
    s.textContent = "window.__ran.push('inline')";
    document.body.append(s);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/favicon.svg" onload="window.__ran.push(\'handler\')"><p id="styled" style="color: rgb(255, 0, 0)">x</p>',
    );
    // A string timer is eval; it runs after this evaluation (which DevTools itself may run with eval allowed).
    setTimeout("window.__ran.push('eval')", 0);
    await new Promise((r) => setTimeout(r, 300));
    return { ran: w.__ran, colour: getComputedStyle(document.getElementById('styled')!).color };
  });
  expect(ran.ran).toEqual([]);
  expect(ran.colour).not.toBe('rgb(255, 0, 0)');
  const seen = found().join('\n');
  for (const directive of ['script-src-elem', 'script-src-attr', 'script-src', 'style-src-attr'])
    expect(seen).toContain(directive);
});

for (const [i, group] of chunks(builtRoutes(OUT_DIR), 34).entries()) {
  test(`routes ${i + 1}: ${group[0]} … ${group.at(-1)} load without a violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const found = await violations(page);
    for (const path of group) await visit(page, path);
    expect(found()).toEqual([]);
  });
}

test('islands at work, the popups, the highlight viewer, the live embed and the map raise no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(allowPopups);
  const found = await violations(page);

  await visit(page, '/'); // the notice opens on the first page of the session
  await expect(page.locator('#notice-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Watch Highlight/ })
    .first()
    .click();
  await expect(page.locator('dialog[open] iframe')).toHaveAttribute('src', /youtube-nocookie\.com/);

  await visit(page, '/highlights'); // the sponsor popup opens on a later page
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Watch Full Highlight/ })
    .first()
    .click();
  await expect(page.locator('dialog[open] iframe')).toBeAttached();

  await visit(page, '/live-match');
  // Each Watch turns into its player: press the first one left until none is.
  const watch = page.getByRole('main').getByRole('button', { name: /^.?\s*Watch/ });
  for (let left = await watch.count(); left > 0; left--) {
    await watch.first().click();
    await expect(watch).toHaveCount(left - 1);
  }
  await expect(page.locator('iframe[src*="player.twitch.tv"]')).toBeAttached();
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toBeAttached();

  await visit(page, '/contact');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('iframe[src*="openstreetmap.org"]')).toBeAttached();
  const form = page.getByRole('form', { name: 'Stay Updated' });
  await form.getByLabel('Email Address').fill(`csp-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#toasts').getByText('Successfully subscribed to newsletter!')).toBeVisible();

  await book(page, await bookableDay(), buyer(`csp-${Date.now()}`), 1); // /book-seat with its data, then /checkout
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirm' })).toBeVisible();

  expect(found()).toEqual([]);
});
