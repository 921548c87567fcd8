// Match-day tickets without paying: the booking screen's states, days and messages, checkout, the return page's guards.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { nepalDay } from '../../src/lib/format/base.ts';
import { wcagViolations } from './support/axe-scan.ts';
import { apiList, site, NOW } from './support/env.ts';
import { activeActivation, book, bookableDay, buyer, dayButton } from './tickets/flow.ts';
import { englishLeft } from './tickets/nepali.ts';

const token = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function noViolations(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

test("a return without its parameters: 'Missing required parameters.' then home", async ({ page }) => {
  await page.goto(site('/payment-response?PRN=ABC123&PS=true&RC=successful'));
  await expect(page.locator('main').getByText('Missing required parameters.')).toBeVisible();
  await expect(page.locator('#toasts').getByText('Missing required parameters.')).toBeVisible();
  await expect(page).toHaveURL(site('/'), { timeout: 6_000 });
});

test('checkout without a selection, and success without an order, say so', async ({ page }) => {
  await page.goto(site('/checkout'));
  await expect(page.getByText('Missing selection. Please pick date and Tickets.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Tickets' })).toHaveAttribute('href', '/');
  await page.goto(site('/success'));
  await expect(page.getByText('No ticket data found.')).toBeVisible();
  for (const path of ['/checkout', '/success', '/payment-response']) {
    await page.goto(site(path));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('the Nepali ticket pages without an order say so in Nepali, their links staying in Nepali', async ({ page }) => {
  await page.goto(site('/ne/payment-response?PRN=ABC123&PS=true&RC=successful'));
  await expect(page.locator('main').getByText('आवश्यक विवरण छुटेका छन्।')).toBeVisible();
  await expect(page.locator('#toasts').getByText('आवश्यक विवरण छुटेका छन्।')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await expect(page).toHaveURL(site('/ne/'), { timeout: 6_000 });
  for (const [path, text, link, href] of [
    ['/ne/checkout', 'केही छानिएको छैन। कृपया मिति र टिकट छान्नुहोस्।', 'टिकटमा फर्कनुहोस्', '/ne/'],
    ['/ne/success', 'टिकटको कुनै विवरण भेटिएन।', 'गृहपृष्ठमा फर्कनुहोस्', '/ne/'],
    ['/ne/my-ticket', 'यस डिभाइसमा अहिलेसम्म कुनै टिकट सुरक्षित गरिएको छैन।', 'टिकट किन्नुहोस्', '/ne/book-seat'],
  ] as const) {
    await page.goto(site(path));
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(await englishLeft(page)).toEqual([]);
  }
});

test('a Nepali booking says its messages in Nepali, with Devanagari counts', async ({ page }) => {
  const day = await bookableDay();
  await page.goto(site('/ne/book-seat'));
  await expect(page.getByRole('heading', { level: 1, name: 'अहिले नै आफ्नो टिकट बुक गर्नुहोस्' })).toBeVisible();
  await dayButton(page, day).click();
  await expect(page.getByText(/^[०-९]+% उपलब्ध$/)).toBeVisible();
  await page.getByLabel('टिकट सङ्ख्या (बढीमा ५)').fill('9');
  await expect(page.locator('#booking-message')).toHaveText('तपाईं बढीमा ५ वटा सिट छान्न सक्नुहुन्छ।');
  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click();
  await expect(page.locator('#booking-message')).toHaveText('कृपया आफ्नो सबै विवरण भर्नुहोस्।');
  expect(await englishLeft(page)).toEqual([]);
});

test('booking shows the days, matches, status box and every validation message', async ({ page }) => {
  const day = await bookableDay();
  // Orders placed by other tests can move the counts between two reads: compare one page load with one API read.
  await expect(async () => {
    await page.goto(site('/book-seat'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Ticket Now' })).toBeVisible();
    const a = await activeActivation();
    await expect(page.getByText(`Week ${a.week}`, { exact: true })).toBeVisible();
    const today = nepalDay(NOW) ?? '';
    for (const d of a.days) {
      const button = dayButton(page, d);
      await expect(button).toBeVisible();
      const blocked =
        d.status === 'closed' || d.status === 'sold_out' || d.availableCount <= 0 || (nepalDay(d.date) ?? '') < today;
      if (blocked) await expect(button).toBeDisabled();
      else await expect(button).toBeEnabled();
      if (d.status === 'sold_out') await expect(button.getByText('Sold out', { exact: true })).toBeVisible();
      else if (!blocked) await expect(button.getByText(`${d.availableCount} left`, { exact: true })).toBeVisible();
      if (d.status === 'limited') await expect(button.getByText('Limited', { exact: true })).toBeVisible();
    }
    await dayButton(page, day).click();
    const now = a.days.find((d) => d.id === day.id)!;
    await expect(page.getByTestId('available')).toHaveText(String(now.availableCount));
    await expect(page.getByTestId('sold-out')).toHaveText(String(now.capacity - now.availableCount));
  }).toPass({ timeout: 20_000 });

  const [populated] = await apiList('/activate-ticket?where[isActive][equals]=true&limit=10&depth=2');
  const matches =
    (
      (populated?.days as Array<{
        id: string;
        matches: Array<{ homeTeam: { team_name: string }; awayTeam: { team_name: string } }>;
      }>) ?? []
    ).find((d) => d.id === day.id)?.matches ?? [];
  expect(matches.length).toBeGreaterThan(0);
  const shown = page.getByRole('region', { name: 'Matches' }).getByRole('listitem');
  await expect(shown).toHaveCount(matches.length);
  for (const m of matches) {
    await expect(shown.filter({ hasText: m.homeTeam.team_name }).filter({ hasText: m.awayTeam.team_name })).toHaveCount(
      1,
    );
  }
  await expect(page.getByText('No seats selected yet')).toBeVisible();
  const proceed = page.getByRole('button', { name: 'PLEASE PROCEED' });
  await expect(proceed).toBeDisabled();

  const qty = page.getByLabel('Number of Tickets (max 5)');
  await qty.fill('7');
  await expect(page.getByText('You can select a maximum of 5 seats.')).toBeVisible();
  await expect(qty).toHaveValue('5');
  await expect(page.getByTestId('picked')).toHaveText('5');
  await qty.fill('-2');
  await expect(qty).toHaveValue('0');
  await qty.fill('1');
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByText('Please fill all your information.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/book-seat\/?$/);
});

test("a day with fewer seats than asked: 'Only {n} seats remain for this date.'", async ({ page }) => {
  await page.route('**/api/activate-ticket?**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as {
      docs: Array<{ days: Array<{ status: string; availableCount: number; capacity: number }> }>;
    };
    for (const d of body.docs[0]?.days ?? []) if (d.status === 'open') d.availableCount = 3;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(site('/book-seat'));
  await page.locator(`button[data-status="open"]`).last().click();
  const qty = page.getByLabel('Number of Tickets (max 5)');
  await qty.fill('4');
  await expect(page.getByText('Only 3 seats remain for this date.')).toBeVisible();
  await expect(qty).toHaveValue('3');
});

test('booking load states: error, and No Tickets Available with its ways out', async ({ page }) => {
  await page.route('**/api/activate-ticket?**', (route) => route.fulfill({ json: { docs: [], totalDocs: 0 } }));
  await page.goto(site('/book-seat'));
  await expect(page.getByText('No Tickets Available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  await page.unroute('**/api/activate-ticket?**');
  await page.route('**/api/activate-ticket?**', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.reload();
  await expect(page.getByText('Error loading ticket information. Please try again later.')).toBeVisible();
});

test('checkout: the review, the bilingual note, the terms, and Proceed to Payment disabled until ticked', async ({
  page,
}) => {
  const day = await bookableDay();
  const who = buyer(token());
  await book(page, day, who, 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirm' })).toBeVisible();
  for (const text of [who.name, who.email, who.phone, 'Price per ticket', 'Number of tickets', 'Ticket numbers (2)'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  // In main: the header's language switch is marked lang="ne" too (issue 17).
  await expect(page.locator('main [lang="ne"]')).toContainText('इमेल');
  await expect(page.locator('ol li')).toHaveCount(12);
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(proceed).toBeEnabled();
  await noViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/book-seat\/?$/);
  await expect(page.getByLabel('Email')).toHaveValue(who.email);
});

test('no WCAG 2.2 AA violation on /book-seat', async ({ page }) => {
  await page.goto(site('/book-seat'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Ticket Now' })).toBeVisible();
  await noViolations(page);
});

test('without sessionStorage the booking says why it cannot be completed', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto(site('/book-seat'));
  await expect(page.getByText(/not letting this site keep data for this tab/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'PLEASE PROCEED' })).toBeDisabled();
});

test('Proceed to Payment pressed twice starts one payment: one pre-check, one generate-hash, one trip to the gateway', async ({
  page,
}) => {
  const calls = { 'pre-check': 0, 'generate-hash': 0 };
  page.on('request', (r) => {
    for (const k of Object.keys(calls) as Array<keyof typeof calls>)
      if (r.method() === 'POST' && r.url().endsWith(`/api/payments/${k}`)) calls[k]++;
  });
  await book(page, await bookableDay(), buyer(token()), 1);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).dblclick();
  await expect(page).toHaveURL(/\/gateway\/merchantRequest\?/);
  expect(calls).toEqual({ 'pre-check': 1, 'generate-hash': 1 });
});

// Issue 38: the e-ticket kept on this device lasts through its match day (Nepal), holds no e-mail or phone, and
// 'Forget this ticket' removes it at once.
test("/my-ticket: a kept ticket shows until its match day is over, without the buyer's contact details, and is forgotten on request", async ({
  page,
}) => {
  const DAY_MS = 86_400_000;
  const KEY = 'nsfl:last-ticket';
  const kept = (dayOffset: number) => ({
    ticket: {
      orderId: 'PRN-KEPT-1',
      selectedSeats: [41, 42],
      week: 9,
      selectedDateISO: new Date(NOW + dayOffset * DAY_MS).toISOString(),
      venue: 'Dhapakhel Lalitpur Stadium',
      matchesForDay: [
        {
          id: '1',
          home: 'Everest School',
          away: 'Lumbini Academy',
          homeLogo: null,
          awayLogo: null,
          kickoff: null,
          week: 9,
        },
      ],
      // As the code before issue 38 stored it: with the buyer's e-mail and phone.
      userInfo: { name: 'Sita Sharma', email: 'sita-kept@example.com', phone: '9800000077' },
      amount: 2,
    },
    savedAt: NOW - 3_600_000,
  });
  const stored = () => page.evaluate((k) => localStorage.getItem(k), KEY);
  await page.goto(site('/privacy'));

  // Yesterday's match day is over: not shown, and gone from storage.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify(kept(-1))] as const);
  await page.goto(site('/my-ticket'));
  await expect(page.getByText('No ticket has been saved on this device yet.')).toBeVisible();
  expect(await stored()).toBeNull();

  // Today's: shown, without the e-mail and phone older code kept, which are dropped from storage too.
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [KEY, JSON.stringify(kept(0))] as const);
  await page.goto(site('/my-ticket'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your last ticket' })).toBeVisible();
  await expect(page.getByText('PRN-KEPT-1', { exact: true })).toBeVisible();
  await expect(page.getByText('Sita Sharma', { exact: true })).toBeVisible();
  await expect(page.getByText(/sita-kept@example\.com|9800000077/)).toHaveCount(0);
  await expect(page.getByText(/It is deleted from this device once its match day is over\./)).toBeVisible();
  expect(await stored()).not.toMatch(/sita-kept@example\.com|9800000077/);
  expect(await wcagViolations(page)).toEqual([]);

  // 'Forget this ticket': gone at once, and after a reload.
  await page.getByRole('button', { name: 'Forget this ticket' }).click();
  await expect(page.getByText('The ticket has been removed from this device.')).toBeVisible();
  expect(await stored()).toBeNull();
  await page.reload();
  await expect(page.getByText('No ticket has been saved on this device yet.')).toBeVisible();
});
