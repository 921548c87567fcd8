// The SPEC's fallbacks on the hostile build: N/A, TBD and default images where the CMS holds nonsense; markup shown as
// text; the live page and the highlight viewer refusing sources that are not YouTube or Twitch.
import { expect, test } from '../e2e/support/test.ts';
import { builtRoutes } from '../e2e/support/routes.ts';

const BASE = process.env.E2E_BASE_URL ?? '';
const routes = builtRoutes(process.env.E2E_OUT_DIR ?? '');
const of = (re: RegExp) => routes.filter((r) => re.test(r));
const facts = (selector: string) => [...document.querySelectorAll(selector)].map((e) => (e.textContent ?? '').trim());

test('CMS markup is shown as the words it is, never run: a name with <script> reads as text on the teams page', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto(`${BASE}/teams`);
  await expect(page.getByRole('main').getByText('<script>alert("xss-script")</script>').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('Unnamed team').first()).toBeVisible();
  expect(dialogs).toBe(0);
});

test('teams: Established is a year or N/A, and Location and Team Manager are never blank', async ({ page }) => {
  await page.goto(`${BASE}/teams`);
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('.card dl div')].map((d) => [
      d.querySelector('dt')?.textContent?.trim(),
      d.querySelector('dd')?.textContent?.trim(),
    ]),
  );
  for (const [label, value] of rows) {
    if (label === 'Established') expect(value).toMatch(/^(1[89]\d\d|20\d\d|N\/A)$/);
    else expect(value, String(label)).not.toBe('');
  }
});

test('player pages: stats are whole numbers from zero, and jersey, age, birth date, height and weight read sensibly or N/A', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of of(/^\/teams\/\d+\/players\/\d+$/)) {
    await page.goto(`${BASE}${path}`);
    const tiles = await page.evaluate(facts, '.tiles .value');
    for (const t of tiles) expect(t, path).toMatch(/^\d{1,3}(,\d{3})*$/);
    const info = Object.fromEntries(
      await page.evaluate(() =>
        [...document.querySelectorAll('dl div')].map((d) => [
          d.querySelector('dt')?.textContent?.trim() ?? '',
          d.querySelector('dd')?.textContent?.trim() ?? '',
        ]),
      ),
    );
    expect(info['Jersey'] ?? 'N/A', path).toMatch(/^(#\d{1,3}|N\/A)$/);
    expect(info['Age'] ?? 'N/A', path).toMatch(/^(\d{1,2} years|N\/A)$/);
    expect(info['Date of Birth'] ?? 'N/A', path).toMatch(/^(\d\d-\d\d-\d{4}|N\/A)$/);
    expect(info['Height'] ?? 'N/A', path).toMatch(/^(\d' (\d|1[01])"|N\/A)$/);
  }
});

test('match centres: a date or TBD, a week of at least 1 or TBD, and scores that are whole numbers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of of(/^\/fixture\/\d+$/)) {
    await page.goto(`${BASE}${path}`);
    const text = await page.locator('main').innerText();
    expect(text, path).not.toMatch(/Week -|Week 0\b|Week \d+\.\d/);
    expect(text, path).not.toMatch(/-\d+\s*[-–]\s*\d|\d\s*[-–]\s*-\d/);
  }
});

test('highlights: views are whole numbers, and a highlight without a YouTube id offers no player', async ({ page }) => {
  await page.goto(`${BASE}/highlights`);
  for (const v of await page.evaluate(facts, '[data-slot="views"]')) expect(v).toMatch(/^\d{1,3}(,\d{3})*$/);
  await expect(page.getByText('Video unavailable').first()).toBeVisible();
  for (const button of await page.getByRole('button', { name: /Watch Full Highlight/ }).all()) {
    await button.click();
    await expect(page.locator('dialog[open] iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/,
    );
    await page.keyboard.press('Escape');
  }
});

test('live match: a source that is not YouTube or Twitch says so, and Watch only ever frames the two players', async ({
  page,
}) => {
  await page.goto(`${BASE}/live-match`);
  await expect(page.getByText('Invalid URL or Channel').first()).toBeVisible();
  const watch = page.getByRole('main').getByRole('button', { name: /Watch/ });
  for (let left = await watch.count(); left > 0; left--) {
    await watch.first().click();
    await expect(watch).toHaveCount(left - 1);
  }
  const frames = await page.locator('iframe').evaluateAll((fs) => fs.map((f) => (f as HTMLIFrameElement).src));
  for (const src of frames)
    expect(src).toMatch(
      /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?|player\.twitch\.tv\/\?channel=\w{4,25}&)/,
    );
});
