// Home and the league lists in Nepali (issue 17): what the page scripts write at view time stays Nepali, because they
// take their words from the page: the typed headlines, the status labels re-chosen in the browser, the fixture
// filters' empty text, the season badge and the highlight viewer.
import { expect, test } from './support/test.ts';
import { site, NOW } from './support/env.ts';
import { rawMatches } from './support/league-data.ts';
import { homeUpcoming } from '../../src/lib/league/home-upcoming.ts';
import { isToday } from '../../src/lib/league/match-status.ts';

const LATIN = /[A-Za-z]{2,}/;

test('home: the banner types Nepali, links stay Nepali, and the labels re-chosen in the browser are Nepali', async ({
  page,
}) => {
  const matches = await rawMatches();
  const built = homeUpcoming(matches, NOW);
  // A later match day, viewed that morning: one card becomes today's match in the browser.
  const later = matches.filter(
    (m) => m.status === 'upcoming' && Date.parse(m.date ?? '') > Date.parse(built.at(-1)?.date ?? '') + 86_400_000,
  );
  const day = Date.parse(later.sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))[0]!.date!) - 2 * 3600_000;
  await page.clock.setFixedTime(day);
  await page.goto(site('/ne/'));
  const typed = page.locator('[data-typing]');
  await expect(typed).toHaveAttribute('data-typing', 'on');
  await expect(typed).toHaveText('नेपाल विद्यालय फुटबल लिगमा स्वागत छ!', { timeout: 8000 });
  await expect(page.locator('.hero').getByRole('link', { name: 'टिकट किन्नुहोस्' })).toHaveAttribute(
    'href',
    '/ne/book-seat',
  );
  const expected = homeUpcoming(matches, day);
  const labels = page.locator('[data-upcoming-item]:visible [data-status-label]');
  await expect(labels).toHaveText(expected.map((m) => (isToday(m, day) ? 'आजको खेल' : 'आगामी')));
  for (const href of await page
    .locator('[data-upcoming-item] a.match-card')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/ne\/fixture\/\d+$/);
  }
  await page
    .getByRole('button', { name: /हाइलाइट्स हेर्नुहोस्/ })
    .first()
    .click();
  const dialog = page.locator('#highlight-viewer');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
  await dialog.getByRole('button', { name: 'भिडियो बन्द गर्नुहोस्' }).click();
  await expect(dialog).toBeHidden();
});

test('/ne/fixture: Nepali filters, their empty text, the season in Devanagari digits', async ({ page }) => {
  await page.goto(site('/ne/fixture'));
  await expect(page.locator('[data-current-year]')).toHaveText(/^सिजन सन् [०-९]{4}$/);
  await expect(page.getByRole('group', { name: 'खेल छान्नुहोस्' }).getByRole('button')).toHaveText([
    'सबै खेल',
    'आजका खेल',
    'आगामी',
  ]);
  await page.getByRole('button', { name: 'आजका खेल', exact: true }).click();
  const open = (await rawMatches()).filter((m) => m.status !== 'completed' && isToday(m, NOW));
  const empty = page.locator('[data-fixtures-empty]');
  if (open.length === 0) await expect(empty).toHaveText('आज कुनै खेल भेटिएन।');
  else await expect(empty).toBeHidden();
  for (const h of await page.locator('section[data-week-group]:visible h2').allInnerTexts())
    expect(h).toMatch(/^चरण [०-९]+$/);
  for (const label of await page.locator('[data-status-label]:visible').allInnerTexts())
    expect(label).not.toMatch(LATIN);
});

test('/ne/table: Nepali headings, form letters and Devanagari numbers', async ({ page }) => {
  await page.goto(site('/ne/table'));
  await expect(page.getByText('सिजन सन् २०२५', { exact: true })).toBeVisible();
  const headers = (await page.locator('thead th').allInnerTexts()).map((t) => t.trim());
  expect(headers).toEqual([
    '#',
    'टोली',
    'खेल',
    'जित',
    'बराबरी',
    'हार',
    // One goals column, scored–conceded, and the difference (issue 42).
    'गोल',
    'गोल अन्तर',
    'अङ्क',
    'पछिल्ला नतिजा',
  ]);
  const first = page.locator('tbody tr').first();
  await expect(first.locator('td').first()).toHaveText('१');
  await expect(first.locator('td').nth(5)).toHaveText(/^[०-९]+–[०-९]+$/);
  for (const l of await page.locator('tbody abbr.form').allInnerTexts()) expect(['जि', 'ब', 'हा']).toContain(l);
  await expect(first.locator('th a')).toHaveAttribute('href', /^\/ne\/teams\/\d+$/);
});
