// /checkout when starting a payment goes wrong: each failure's SPEC §8 message, the buyer kept on checkout with the
// order and the ticked terms, and one payment at a time. Nothing here is verified, so no booking changes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { book, bookableDay, buyer } from './tickets/flow.ts';

const token = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function atCheckout(page: Page) {
  const who = buyer(token());
  await book(page, await bookableDay(), who, 2);
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirm' })).toBeVisible();
  await page.getByRole('checkbox').check();
  return who;
}

const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to Payment' });

async function expectKept(page: Page, message: string, email: string) {
  await expect(page.getByRole('alert').filter({ hasText: message }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ticket numbers' }).getByRole('listitem')).toHaveCount(2);
  await expect(proceed(page)).toBeEnabled();
}

const cases = [
  {
    name: "pre-check answers without a prn: 'Failed to initialize payment. Please try again.'",
    message: 'Failed to initialize payment. Please try again.',
    route: '**/api/payments/pre-check',
    body: { ok: true },
    status: 200,
  },
  {
    name: "generate-hash answers without a dv: 'Failed to prepare payment. Please try again.'",
    message: 'Failed to prepare payment. Please try again.',
    route: '**/api/payments/generate-hash',
    body: { hash: null },
    status: 200,
  },
  {
    name: "pre-check fails with HTTP 500: 'Could not start payment. Please try again.'",
    message: 'Could not start payment. Please try again.',
    route: '**/api/payments/pre-check',
    body: { errors: [{ message: 'Internal error' }] },
    status: 500,
  },
] as const;

for (const c of cases) {
  test(`${c.name}, then a retry reaches the gateway`, async ({ page }) => {
    const who = await atCheckout(page);
    await page.route(c.route, (route) =>
      route.fulfill({ status: c.status, contentType: 'application/json', body: JSON.stringify(c.body) }),
    );
    await proceed(page).click();
    await expectKept(page, c.message, who.email);
    await page.unroute(c.route);
    await proceed(page).click();
    await expect(page).toHaveURL(/\/gateway\/merchantRequest\?/);
  });
}

test("the API unreachable: 'Could not start payment. Please try again.' and nothing lost", async ({ page }) => {
  const who = await atCheckout(page);
  await page.route('**/api/payments/pre-check', (route) => route.abort('connectionrefused'));
  await proceed(page).click();
  await expectKept(page, 'Could not start payment. Please try again.', who.email);
});

test('a double click starts one payment: one pre-check, one generate-hash, then the gateway', async ({ page }) => {
  await atCheckout(page);
  const seen = { preCheck: 0, hash: 0 };
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    if (r.url().includes('/api/payments/pre-check')) seen.preCheck++;
    if (r.url().includes('/api/payments/generate-hash')) seen.hash++;
  });
  // Hold the first answer back so that the second click lands while the payment is starting.
  await page.route('**/api/payments/pre-check', async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await proceed(page).dblclick();
  await expect(page).toHaveURL(/\/gateway\/merchantRequest\?/);
  expect(seen).toEqual({ preCheck: 1, hash: 1 });
});
