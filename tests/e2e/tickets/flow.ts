// Steps of the ticket flow for the browser tests: read the activation from the API, book, check out, reach the gateway.
import { expect, type Page } from '@playwright/test';
import { nepalDay } from '../../../src/lib/format.ts';
import { apiList, NOW, site } from '../support/env.ts';

export type ApiDay = {
  id: string;
  date: string;
  capacity: number;
  availableCount: number;
  bookedCount: number;
  status: string;
};
export type ApiActivation = { ticketsStartFrom: number | null; week: number; days: ApiDay[] };

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
