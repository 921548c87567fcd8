// /teams: the eight schools of the demo season with their crests, each linking to its team page.
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';

test('shows every team of the API with its crest and details', async ({ page }) => {
  const teams = await apiList('/teams?limit=0&depth=1');
  expect(teams.length).toBe(8);
  await page.goto(site('/teams'));
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  const cards = page.locator('main li.card');
  await expect(cards).toHaveCount(8);
  for (const t of teams) {
    const card = cards.filter({ has: page.getByRole('heading', { name: String(t.team_name), exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `/teams/${t.id}`);
    const crest = card.locator('img');
    await crest.scrollIntoViewIfNeeded();
    await expect
      .poll(() => crest.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await crest.getAttribute('src')).toMatch(/\/api\/media\/file\/|\/_astro\//);
  }
  await expect(cards.first().getByText('Established')).toBeVisible();
});
