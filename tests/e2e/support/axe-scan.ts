// Axe on the current page: every violation of the WCAG 2.2 A and AA rules, whatever its impact, as short readable lines.
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';

/** An axe scan of a whole page takes 5–10 s on a quiet 2-core machine and more than 30 s on a loaded one: a test that
 *  scans has at least this long (the assertion is unchanged). */
const SCAN_TEST_TIMEOUT_MS = 60_000;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function wcagViolations(page: Page): Promise<string[]> {
  const info = test.info();
  if (info.timeout > 0 && info.timeout < SCAN_TEST_TIMEOUT_MS) info.setTimeout(SCAN_TEST_TIMEOUT_MS);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The name the older tests call: it now reports every WCAG 2.2 AA violation, not only serious and critical ones. */
export const seriousViolations = wcagViolations;

/** Lets the shell's session popups open under automation (they stay closed for other tests; docs/decisions/pages.md). */
export const allowPopups = () => sessionStorage.setItem('nsfl:auto-dialogs', 'on');
