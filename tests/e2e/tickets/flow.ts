// Steps of the ticket flow for the browser tests: read the activation from the API, book, check out, reach the gateway.
import { expect, type Browser, type Page } from '@playwright/test';
import { nepalDay } from '../../../src/lib/format/base.ts';
import { adminUpdate } from '../support/admin.ts';
import { API_URL, apiGet, apiList, NOW, site } from '../support/env.ts';

export type ApiDay = {
  id: string;
  date: string;
  capacity: number;
  availableCount: number;
  bookedCount: number;
  heldCount?: number;
  status: string;
};
export type ApiActivation = { id: number; ticketsStartFrom: number | null; week: number; days: ApiDay[] };

/** The active activation as the booking screen reads it (first active doc). */
export async function activeActivation(): Promise<ApiActivation> {
  const [doc] = await apiList('/activate-ticket?where[isActive][equals]=true&limit=10&depth=0');
  if (!doc) throw new Error('no active ticket activation in the demo API');
  return doc as unknown as ApiActivation;
}

export async function dayById(id: string): Promise<ApiDay> {
  const day = (await activeActivation()).days.find((d) => d.id === id);
  if (!day) throw new Error(`day ${id} is gone`);
  return day;
}

/** A future open day with room for a few orders (the seed's last day of the week). */
export async function bookableDay(): Promise<ApiDay> {
  const today = nepalDay(NOW) ?? '';
  const day = (await activeActivation()).days.find(
    (d) => d.status === 'open' && d.availableCount >= 20 && (nepalDay(d.date) ?? '') > today,
  );
  if (!day) throw new Error('no open future day with seats in the demo API');
  return day;
}

/** SPEC §9 numbering, computed from the API's counts: ticketsStartFrom + earlier days' booked counts + this day's. */
export function expectedNumbers(a: ApiActivation, day: ApiDay, quantity: number): number[] {
  const sorted = [...a.days].sort((x, y) => new Date(x.date).getTime() - new Date(y.date).getTime());
  const index = sorted.findIndex((d) => d.id === day.id);
  const first =
    (a.ticketsStartFrom ?? 1) + sorted.slice(0, index).reduce((n, d) => n + d.bookedCount, 0) + day.bookedCount;
  return Array.from({ length: quantity }, (_, i) => first + i);
}

export const dayButton = (page: Page, day: ApiDay) => page.locator(`button[data-day="${nepalDay(day.date)}"]`);

export type Buyer = { name: string; phone: string; email: string };

export function buyer(token: string): Buyer {
  return { name: 'Sita Sharma', phone: '9800000001', email: `tickets-${token}@example.com` };
}

/** Fills /book-seat for `day` and goes to /checkout. */
export async function book(page: Page, day: ApiDay, who: Buyer, quantity: number): Promise<void> {
  await page.goto(site('/book-seat'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Ticket Now' })).toBeVisible();
  await dayButton(page, day).click();
  await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Number of Tickets (max 5)').fill(String(quantity));
  await expect(page.getByRole('list', { name: 'Ticket numbers' }).getByRole('listitem')).toHaveCount(quantity);
  await page.getByRole('button', { name: 'PLEASE PROCEED' }).click();
  await expect(page).toHaveURL(/\/checkout\/?$/);
}

/** On /checkout: tick the terms and proceed to the gateway sandbox. */
export async function pay(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirm' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/gateway\/merchantRequest\?/);
}

/** The chips' numbers as shown. */
export async function shownNumbers(page: Page): Promise<number[]> {
  // The success page shows its heading while it reads the saved record: wait for the numbers, then read them.
  const items = page.getByRole('list', { name: 'Ticket numbers' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allTextContents();
  return texts.map((t) => Number(t.replace(/[^0-9]/g, '')));
}

/** Books `day` for `who`, pays at the gateway and returns its signed return URL without following it (nothing is booked yet). */
export async function paidReturn(page: Page, day: ApiDay, who: Buyer): Promise<string> {
  await book(page, day, who, 1);
  await pay(page);
  return captureReturn(page);
}

/** On the gateway's page: Pay, and the signed return URL it redirects to, not followed (nothing is verified yet). */
export async function captureReturn(page: Page): Promise<string> {
  // The gateway answers Pay with a redirect to the signed return URL: keep it, do not follow it.
  let returned = '';
  await page.route('**/gateway/pay', async (route) => {
    const res = await route.fetch({ maxRedirects: 0 });
    returned = res.headers()['location'] ?? '';
    await route.abort();
  });
  await page
    .getByRole('button', { name: 'Pay' })
    .click()
    .catch(() => undefined);
  await expect.poll(() => returned).toContain('/payment-response?');
  await page.unroute('**/gateway/pay');
  return returned;
}

/** The active activation's day on today's Nepal date (the seed's 'limited' day, 12 seats left, that no other test books). */
export async function todayDay(): Promise<ApiDay> {
  const today = nepalDay(NOW);
  const day = (await activeActivation()).days.find((d) => nepalDay(d.date) === today);
  if (!day) throw new Error("no day on today's date in the demo API");
  return day;
}

const ADMIN = { Authorization: 'users API-Key demo-admin-key', 'Content-Type': 'application/json' };

/** Moves the demo API's stopped clock forward (scripts/demo-api/CONTRACT.md, Test clock); the API sweeps at once. */
export async function advanceApiClock(ms: number): Promise<void> {
  const res = await fetch(`${API_URL}/demo/clock`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ advanceMs: ms }),
  });
  if (!res.ok) throw new Error(`POST /demo/clock: HTTP ${res.status} ${await res.text()}`);
}

/** Past any hold: the 15 minutes pre-check holds seats for, and one more. */
export const PAST_A_HOLD_MS = 16 * 60_000;

/** Other buyers, straight through the API: pre-checks holding `seats` seats of `day` (at most 5 each); their PRNs. */
export async function holdSeats(day: ApiDay, seats: number, token: string): Promise<string[]> {
  const prns: string[] = [];
  for (let left = seats, i = 0; left > 0; i++) {
    const ticketQty = Math.min(5, left);
    const res = await fetch(`${API_URL}/api/payments/pre-check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ram Thapa',
        email: `holder-${token}-${i}@example.com`,
        phone: '9800000002',
        match_date: day.date,
        ticketQty,
      }),
    });
    if (!res.ok) throw new Error(`pre-check: HTTP ${res.status} ${await res.text()}`);
    prns.push(((await res.json()) as { prn: string }).prn);
    left -= ticketQty;
  }
  return prns;
}

/** Sets a day's seats left as an editor would in the CMS (the activation's days written back whole). */
export async function setAvailable(dayId: string, availableCount: number): Promise<void> {
  const a = (await apiGet(`/activate-ticket/${(await activeActivation()).id}?depth=0`)) as ApiActivation;
  const days = a.days.map((d) => (d.id === dayId ? { ...d, availableCount } : d));
  await adminUpdate('activate-ticket', a.id, { days });
}

/** Everything this page's origin keeps in sessionStorage and localStorage, as one text to search. */
export async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i)!)}`);
    return [...dump(sessionStorage), ...dump(localStorage)].join('\n');
  });
}

/**
 * A second browser: its own context with the run's clock (test.ts) and the suite's options, sharing no storage with
 * the test's page (a buyer whose payment app opens the return in another browser).
 */
export async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 1280, height: 800 },
  });
  await context.clock.install({ time: NOW });
  return context.newPage();
}
