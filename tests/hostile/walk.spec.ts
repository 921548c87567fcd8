// Every page the hostile build wrote, in real Chromium with the CSP enforced: no dialog, no script from content, no
// unsafe link, no broken image, no page error or CSP violation, no raw 'undefined'/'NaN' where a fallback belongs.
import { expect, test } from '../e2e/support/test.ts';
import { builtRoutes, chunks } from '../e2e/support/routes.ts';
import { audit, watch } from './support/audit.ts';

const BASE = process.env.E2E_BASE_URL ?? '';
const routes = builtRoutes(process.env.E2E_OUT_DIR ?? '');

test('the hostile build wrote every kind of page', () => {
  for (const kind of [
    /^\/$/,
    /^\/teams\/\d+$/,
    /^\/teams\/\d+\/players\/\d+$/,
    /^\/fixture\/\d+$/,
    /^\/blogs\/\d+$/,
    /^\/highlights$/,
    /^\/book-seat$/,
    /^\/404$/,
  ]) {
    expect(
      routes.some((r) => kind.test(r)),
      String(kind),
    ).toBe(true);
  }
});

for (const [i, group] of chunks(routes, 24).entries()) {
  test(`walk ${i + 1}: ${group[0]} … ${group.at(-1)}`, async ({ page }) => {
    const w = await watch(page);
    const problems: string[] = [];
    for (const path of group) {
      await page.goto(`${BASE}${path}`);
      problems.push(...(await audit(page)));
    }
    expect([...w.problems, ...problems]).toEqual([]);
  });
}
