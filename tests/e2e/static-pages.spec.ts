// The static pages (SPEC §1, §2): about, privacy, contact, 404, and the sitemap and robots.txt for crawlers.
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';

test('/about: Since 2025, the league, Mission, Vision and the five Objectives', async ({ page }) => {
  await page.goto(site('/about'));
  await expect(page.getByText('Since 2025', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nepal Schools Football League');
  await expect(page.getByRole('heading', { level: 2, name: 'Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vision' })).toBeVisible();
  await expect(page.locator('.objectives h3')).toHaveText([
    'Promote football and inclusivity',
    'Nurture talent',
    'Foster character and teamwork',
    'Enhance well-being',
    'Strengthen community spirit',
  ]);
});

test('/privacy: information collected, use, cookies, data security, contact', async ({ page }) => {
  await page.goto(site('/privacy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
    'Information we collect',
    'How we use it',
    'Cookies and storage',
    'Ticket data: what is kept where, and for how long',
    'Goal alerts',
    'Data security',
    'Contact',
  ]);
  // Issue 38: what a purchase leaves where: the tab while booking, the e-ticket alone on the device, the order on the server.
  const tickets = page.locator('main h2:has-text("Ticket data") + ul > li');
  await expect(tickets).toHaveCount(3);
  await expect(tickets.nth(0)).toContainText('removed once your payment is completed, or when you close the tab');
  await expect(tickets.nth(1)).toContainText('never your e-mail address or phone number');
  await expect(tickets.nth(1)).toContainText('deleted once its match day is over');
  await expect(tickets.nth(1)).toContainText('“Forget this ticket”');
  await expect(tickets.nth(2)).toContainText('refund you');
  await page.goto(site('/ne/privacy'));
  const ne = page.locator('main h2:has-text("टिकटको जानकारी") + ul > li');
  await expect(ne).toHaveCount(3);
  await expect(ne.nth(1)).toContainText('इमेल ठेगाना वा फोन नम्बर कहिल्यै राखिँदैन');
  await expect(ne.nth(1)).toContainText('"यो टिकट हटाउनुहोस्"');
  await page.goto(site('/privacy'));
  // A push subscription holds only its endpoint, keys, the schools and the language (issue 28).
  await expect(
    page
      .locator('main p')
      .filter({ hasText: 'We keep only that address, those keys, the schools you follow and the language' }),
  ).toHaveCount(1);
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1);
});

test('/contact: Get in Touch, location with directions, contact links, the two forms, the map only on request', async ({
  page,
}) => {
  await page.goto(site('/contact'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
  const main = page.locator('main');
  await expect(main.getByText('Dhapakhel, Lalitpur, Nepal')).toBeVisible();
  const directions = main.getByRole('link', { name: /Get directions/ });
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(main.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(main.getByRole('link', { name: /WhatsApp|Message us/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(page.locator('#contact-form-slot').getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
  await expect(page.locator('#contact-form-slot')).toContainText('24 hours');
  await expect(page.locator('#newsletter-slot').getByRole('heading', { name: 'Stay Updated' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const show = page.getByRole('button', { name: 'Show map' });
  await show.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await show.click();
  const map = page.locator('iframe[title^="Map of Dhapakhel"]');
  await expect(map).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=27\.\d+,85\.\d+$/,
  );
});

test('sitemap.xml lists the static routes and every team, player, match and article page', async ({ request }) => {
  const res = await request.get(site('/sitemap.xml'));
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const p of [
    '/',
    '/teams',
    '/fixture',
    '/results',
    '/table',
    '/blogs',
    '/highlights',
    '/about',
    '/contact',
    '/privacy',
  ])
    expect(locs).toContain(p);
  for (const p of ['/checkout', '/success', '/payment-response']) expect(locs).not.toContain(p);
  const [teams, matches, blogs, players] = await Promise.all([
    apiList('/teams?limit=0&depth=0'),
    apiList('/matches?limit=0&depth=0'),
    apiList('/blogs?limit=0&depth=0'),
    apiList('/players?limit=0&depth=0'),
  ]);
  for (const t of teams) expect(locs).toContain(`/teams/${t.id}`);
  for (const m of matches) expect(locs).toContain(`/fixture/${m.id}`);
  for (const b of blogs) expect(locs).toContain(`/blogs/${b.id}`);
  const withTeam = players.filter((p) => p.team !== null);
  expect(locs.filter((l) => /^\/teams\/[^/]+\/players\/[^/]+$/.test(l))).toHaveLength(withTeam.length);
  // Absolute URLs, and no build time: fetching twice gives the same bytes.
  expect(xml).toMatch(/<loc>https?:\/\/[^<]+<\/loc>/);
  expect(await (await request.get(site('/sitemap.xml'))).text()).toBe(xml);
});

test('a listed player page exists', async ({ request }) => {
  const xml = await (await request.get(site('/sitemap.xml'))).text();
  const player = [...xml.matchAll(/<loc>([^<]+\/players\/[^<]+)<\/loc>/g)][0]?.[1];
  expect(player).toBeTruthy();
  expect((await request.get(site(new URL(player!).pathname))).status()).toBe(200);
});

test('robots.txt allows all but the purchase steps and points to the sitemap', async ({ request }) => {
  const text = await (await request.get(site('/robots.txt'))).text();
  expect(text).toContain('User-agent: *\nAllow: /');
  for (const p of ['/checkout', '/success', '/payment-response']) expect(text).toContain(`Disallow: ${p}`);
  expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

for (const path of ['/about', '/privacy', '/contact', '/no-such-page']) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(site(path));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
