// Typing before an island's script arrives (issue 16): the fields are filled while the island's code is held back,
// then the code is let through; nothing typed is lost, no message shows before sending, and what was typed is sent.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { site } from './support/env.ts';
import { FORM_CASES, type FormCase } from './support/form-cases.ts';
import { holdIsland } from './support/held-island.ts';
import { book, bookableDay, buyer, dayButton } from './tickets/flow.ts';

const COMPONENT: Record<FormCase['key'], string> = {
  contact: 'ContactForm',
  newsletter: 'NewsletterForm',
  sponsor: 'SponsorForm',
  registration: 'RegistrationForm',
};

const token = (name: string, project: string) => `typed-${name}-${project}-${Date.now()}`;

/** The page's controls and buttons: none may be in the island before its script, so nothing can be typed and lost. */
const controls = (page: Page) => page.getByRole('main').locator('input, select, textarea, button');

for (const c of FORM_CASES) {
  test(`${c.title}: what was typed before hydration is kept and sent`, async ({ page }, info) => {
    const island = await holdIsland(page, c.path, COMPONENT[c.key]);
    await page.goto(site(c.path), { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: c.title });
    const button = form.getByRole('button', { name: c.button });
    const typed = await c.fill(form, token(c.key, info.project.name));
    // Still the built HTML: the send button waits, visibly disabled, and Enter in a field submits nothing natively.
    await expect(island.element).toHaveAttribute('ssr');
    await expect(button).toBeDisabled();
    await form.getByLabel('Email Address').press('Enter');

    await island.release();
    for (const [name, value] of Object.entries(typed)) {
      const control = form.locator(`[name="${name}"]`);
      if (typeof value === 'boolean') await expect(control).toBeChecked({ checked: value });
      else await expect(control).toHaveValue(String(value));
    }
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    for (const message of c.emptyMessages) await expect(form.getByText(message, { exact: true })).toHaveCount(0);

    const post = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/${c.collection}`,
    );
    await button.click();
    expect((await post).postDataJSON()).toMatchObject(typed);
    await expect(page.locator('#toasts').getByText(c.success, { exact: true })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
}

/** One row of the checkout's order list. */
const detail = (page: Page, label: string) => page.locator(`div:has(> dt:text-is("${label}")) > dd`);

test('booking form: no field before the island is live, then what is typed reaches /checkout', async ({
  page,
}, info) => {
  const day = await bookableDay();
  const who = buyer(token('booking', info.project.name));
  const island = await holdIsland(page, '/book-seat', 'BookSeat');
  await page.goto(site('/book-seat'), { waitUntil: 'domcontentloaded' });
  // Before its script the island is the SPEC's loading state: nothing to type into, nothing to press.
  await expect(page.getByText('Loading ticket information...', { exact: true })).toBeVisible();
  await expect(controls(page)).toHaveCount(0);

  await island.release();
  await dayButton(page, day).click();
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Number of Tickets (max 5)').fill('2');
  await expect(page.getByRole('list', { name: 'Ticket numbers' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'PLEASE PROCEED' }).click();

  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(detail(page, 'Name')).toHaveText(who.name);
  await expect(detail(page, 'E-mail')).toHaveText(who.email);
  await expect(detail(page, 'Phone')).toHaveText(who.phone);
  await expect(detail(page, 'Number of tickets')).toHaveText('2');
});

test('checkout: no agreement box before the island is live, then ticking it enables Proceed to Payment', async ({
  page,
}, info) => {
  await book(page, await bookableDay(), buyer(token('checkout', info.project.name)), 1);
  const island = await holdIsland(page, '/checkout', 'Checkout');
  await page.goto(site('/checkout'), { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Loading your booking...', { exact: true })).toBeVisible();
  await expect(controls(page)).toHaveCount(0);

  await island.release();
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(proceed).toBeEnabled();
  await expect(page.getByRole('checkbox')).toBeChecked();
});
