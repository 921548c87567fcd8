// Steps of the ticket flow from the Nepali pages (issue 17) for the browser tests, and the check that a hydrated
// Nepali screen shows no English interface text (scripts/lib/leftover-english.ts, on the page's <main> as it is now).
import { expect, type Page } from '@playwright/test';
import { leftoverEnglish } from '../../../scripts/lib/leftover-english.ts';
import { devanagariDigits } from '../../../src/lib/format/local.ts';
import { site } from '../support/env.ts';
import { dayButton, type ApiDay, type Buyer } from './flow.ts';

/** Devanagari digits of a number, as the Nepali pages write ticket numbers, counts and prices. */
export const ne = (n: number | string) => devanagariDigits(n);

/** English words left in the page's main content (names, venues, ids and e-mails are marked lang="en"). */
export async function englishLeft(page: Page): Promise<string[]> {
  const html = await page.locator('main').evaluate((m) => m.outerHTML);
  return leftoverEnglish(html).map((l) => `${l.where}: ${l.text}`);
}

/** The chips' numbers as shown in Devanagari, read back as numbers. */
export async function shownNumbersNe(page: Page): Promise<number[]> {
  const items = page.getByRole('list', { name: 'टिकट नम्बरहरू' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const texts = await items.allTextContents();
  for (const t of texts) expect(t).toMatch(/^#[०-९]+$/);
  return texts.map((t) => Number(t.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966)).replace(/\D/g, '')));
}

/** Fills /ne/book-seat for `day` in Nepali and goes on to /ne/checkout. */
export async function bookNe(page: Page, day: ApiDay, who: Buyer, quantity: number): Promise<void> {
  await page.goto(site('/ne/book-seat'));
  await expect(page.getByRole('heading', { level: 1, name: 'अहिले नै आफ्नो टिकट बुक गर्नुहोस्' })).toBeVisible();
  await dayButton(page, day).click();
  await expect(dayButton(page, day)).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, day)).toContainText(`${ne(day.availableCount)} बाँकी`);
  await page.getByLabel('पूरा नाम').fill(who.name);
  await page.getByLabel('फोन नम्बर').fill(who.phone);
  await page.getByLabel('इमेल').fill(who.email);
  await page.getByLabel('टिकट सङ्ख्या (बढीमा ५)').fill(String(quantity));
  await expect(page.getByRole('list', { name: 'टिकट नम्बरहरू' }).getByRole('listitem')).toHaveCount(quantity);
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('button', { name: 'अगाडि बढ्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/ne\/checkout\/?$/);
}

/** On /ne/checkout: agree to the terms and go to the gateway sandbox, whose return URL is the Nepali page. */
export async function payNe(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'जाँच गरी पुष्टि गर्नुहोस्' })).toBeVisible();
  await page.getByRole('checkbox').check();
  expect(await englishLeft(page)).toEqual([]);
  await page.getByRole('button', { name: 'भुक्तानी गर्न अगाडि बढ्नुहोस्' }).click();
  await expect(page).toHaveURL(/\/gateway\/merchantRequest\?/);
  expect(new URL(page.url()).searchParams.get('RU')).toBe(site('/ne/payment-response'));
}
