// The failing-API table: one row per island that calls the API at run time. A new island is one more row: its page,
// the endpoint it calls, and SPEC §8's text for that place; the defaults load the page, press Retry and expect the
// text gone. Rows may say how to reach the call (act), how to try again (retry) and what recovery looks like.
import { expect, type Page } from '@playwright/test';
import { FORM_CASES, type FormCase } from './form-cases.ts';
import type { IslandCase } from './failing-api.ts';
import { storedDocs } from './stored.ts';
import { book, bookableDay, buyer, dayById, paidReturn, type ApiDay } from '../tickets/flow.ts';

const formOf = (page: Page, f: FormCase) => page.getByRole('form', { name: f.title });

async function send(page: Page, f: FormCase, token: string): Promise<void> {
  const form = formOf(page, f);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: f.button })).toBeEnabled();
  await f.fill(form, token);
  await form.getByRole('button', { name: f.button }).click();
}

/** The forms: the typed values stay, and sending again once the API is back stores the record. */
const formRows: IslandCase[] = FORM_CASES.map((f) => ({
  name: `${f.title} form`,
  page: f.path,
  endpoint: `**/api/${f.collection}`,
  expected: f.fallback,
  act: (page, token) => send(page, f, token),
  retry: (page) => formOf(page, f).getByRole('button', { name: f.button }).click(),
  recovered: async (page, token) => {
    await expect(page.locator('#toasts').getByText(f.success, { exact: true })).toBeVisible();
    await expect.poll(() => storedDocs(f.collection).filter((d) => d.email === `${token}@example.com`).length).toBe(1);
  },
  // On /contact the other form sends while this one's endpoint fails.
  ...(f.path === '/contact'
    ? {
        alsoWorks: async (page: Page, token: string) => {
          const other = FORM_CASES.find((o) => o.path === f.path && o.key !== f.key)!;
          await send(page, other, `${token}-other`);
          await expect(page.locator('#toasts').getByText(other.success, { exact: true })).toBeVisible();
        },
      }
    : {}),
}));

/** Checkout with a booking in the session: Proceed to Payment fails, then reaches the gateway on the second try. */
const checkoutRow = (endpoint: string): IslandCase => ({
  name: `checkout (${endpoint.split('/').pop()})`,
  page: '/checkout',
  endpoint,
  expected: 'Could not start payment. Please try again.',
  setup: async (page, token) => book(page, await bookableDay(), buyer(token), 1),
  act: async (page) => {
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  },
  retry: (page) => page.getByRole('button', { name: 'Proceed to Payment' }).click(),
  recovered: (page) => expect(page).toHaveURL(/\/gateway\/merchantRequest\?/),
});

/**
 * The gateway's return when verify fails: the SPEC's text, but a return that says it was paid keeps the buyer there
 * (issue 38): his reference, that the tickets follow within 5 minutes, and Try again, which books the order.
 */
const returns = new Map<string, { url: string; day: ApiDay }>();
const paymentResponseRow: IslandCase = {
  name: 'payment response',
  page: (token) => returns.get(token)!.url,
  endpoint: '**/api/payments/verify',
  expected: 'Payment verification error.',
  books: true,
  setup: async (page, token) => {
    const day = await bookableDay();
    returns.set(token, { url: await paidReturn(page, day, buyer(token)), day });
  },
  alsoWorks: async (page, token) => {
    const prn = new URL(returns.get(token)!.url).searchParams.get('PRN')!;
    const main = page.getByRole('main');
    await expect(main.getByText(`Your payment reference: ${prn}.`)).toBeVisible();
    await expect(
      main.getByText(
        'If your payment went through, your tickets are booked automatically within 5 minutes and e-mailed to you.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/payment-response\?/);
  },
  retry: (page) => page.getByRole('button', { name: 'Try again' }).click(),
  recovered: async (page, token) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    const { day } = returns.get(token)!;
    expect((await dayById(day.id)).bookedCount).toBe(day.bookedCount + 1);
  },
};

/** The live islands (issue 4): they start from the build's data and ask the API once the page has painted. */
const liveRows: IslandCase[] = [
  {
    name: 'home current match and countdown',
    page: '/',
    endpoint: '**/api/matches?**',
    expected: 'Error fetching matches',
    alsoWorks: (page) =>
      expect(
        page.locator('#current-match').getByText('Failed to load data. Please try again.', { exact: true }),
      ).toBeVisible(),
    recovered: async (page) => {
      await expect(page.getByRole('main').getByText('Error fetching matches', { exact: true })).toBeHidden();
      await expect(
        page.locator('#current-match').getByText('Failed to load data. Please try again.', { exact: true }),
      ).toBeHidden();
      await expect(page.locator('#current-match').getByRole('heading', { level: 2 })).toHaveText(
        /LIVE NOW|TODAY'S MATCH|UPCOMING MATCH|No Current Match/,
      );
    },
  },
  {
    name: 'match centre scoreboard',
    page: '/fixture/1',
    endpoint: '**/api/matches/1?**',
    expected: 'Failed to load match. Please try again.',
    // The event list beside it has its own call, which still answers.
    alsoWorks: (page) =>
      expect(page.locator('#match-events').getByText('Unable to load match events', { exact: true })).toHaveCount(0),
    recovered: async (page) => {
      await expect(
        page.getByRole('main').getByText('Failed to load match. Please try again.', { exact: true }),
      ).toBeHidden();
      await expect(page.locator('[data-display-badge]')).toBeVisible();
    },
  },
  {
    name: 'match centre events',
    page: '/fixture/1',
    endpoint: '**/api/match-events?**',
    expected: 'Unable to load match events',
    alsoWorks: (page) => expect(page.locator('[data-display-badge]')).toBeVisible(),
  },
  {
    name: 'live videos',
    page: '/live-match',
    endpoint: '**/api/watchlive?**',
    expected: 'Failed to load live matches. Please try again.',
  },
];

export const ISLAND_CASES: IslandCase[] = [
  ...formRows,
  ...liveRows,
  {
    name: 'booking',
    page: '/book-seat',
    endpoint: '**/api/activate-ticket**',
    expected: 'Error loading ticket information. Please try again later.',
    recovered: (page) => expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Ticket Now' })).toBeVisible(),
  },
  checkoutRow('**/api/payments/pre-check'),
  checkoutRow('**/api/payments/generate-hash'),
  paymentResponseRow,
];
