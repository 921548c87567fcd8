// A fan buying tickets in Chromium on the site built against Payload (tests/cms/site.test.ts): book a day, check out,
// pay at the Fonepay sandbox, back to /payment-response; and the same signed return opened again in another browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { nepalDay } from '../../src/lib/nepal-day.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export type Buyer = { name: string; phone: string; email: string };

/** A context as a fan's browser, counting its calls to the plugin's verify. */
async function fanContext(browser: Browser): Promise<{ context: BrowserContext; page: Page; verifies: () => number }> {
  // The service worker would keep pages across the test; tests/e2e block it for the same reason.
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'en-US' });
  context.setDefaultTimeout(20_000);
  let verifies = 0;
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payments/verify') verifies++;
  });
  return { context, page: await context.newPage(), verifies: () => verifies };
}

/** The e-ticket's numbers as /success (or /checkout) lists them. */
async function shownNumbers(page: Page): Promise<number[]> {
  const items = page.getByRole('list', { name: 'Ticket numbers' }).getByRole('listitem');
  // The page shows its heading while it reads the saved record: wait for the numbers, then read them.
  await items.first().waitFor();
  return (await items.allTextContents()).map((t) => Number(t.replace(/[^0-9]/g, '')));
}

/** A step that failed, with the page it failed on and what that page said (a gateway's refusal, a toast). */
async function where(page: Page, e: unknown): Promise<Error> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 1_000 })
    .catch(() => '');
  const said = text.replace(/\s+/g, ' ').slice(0, 600);
  return new Error(`${e instanceof Error ? e.message : String(e)}\non ${page.url()}: ${said}`);
}

export type Purchase = {
  /** The numbers /checkout planned, and the ones /success shows after verify. */
  planned: number[];
  booked: number[];
  /** The gateway's signed return, as the browser was sent to it. */
  returnUrl: string;
  /** Where the checkout sent the buyer to pay. */
  gatewayPage: string;
  verifies: number;
};

/** Books `quantity` seats of the day dated `date` (its ISO date) on `site`, pays at the sandbox, and lands on /success. */
export async function buyTickets(browser: Browser, site: string, date: string, who: Buyer, quantity: number) {
  const { context, page, verifies } = await fanContext(browser);
  const returns: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.url().includes('/payment-response?')) returns.push(r.url());
  });
  try {
    await page.goto(`${site}/book-seat`);
    await page.getByRole('heading', { level: 1, name: 'Reserve Your Ticket Now' }).waitFor();
    const day = page.locator(`button[data-day="${nepalDay(date)}"]`);
    await day.click();
    await page.locator(`button[data-day="${nepalDay(date)}"][aria-pressed="true"]`).waitFor();
    await page.getByLabel('Full Name').fill(who.name);
    await page.getByLabel('Phone Number').fill(who.phone);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Number of Tickets (max 5)').fill(String(quantity));
    await page.getByRole('button', { name: 'PLEASE PROCEED' }).click();
    await page.waitForURL(/\/checkout\/?$/);
    await page.getByRole('heading', { level: 1, name: 'Review & Confirm' }).waitFor();
    const planned = await shownNumbers(page);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/gateway\/merchantRequest\?/);
    const gatewayPage = page.url();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/success\/?$/);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    const booked = await shownNumbers(page);
    return { planned, booked, returnUrl: returns[0] ?? '', gatewayPage, verifies: verifies() } satisfies Purchase;
  } catch (e) {
    throw await where(page, e);
  } finally {
    await context.close();
  }
}

/**
 * The signed return opened again in a browser that has never seen it (a buyer whose payment app opened it elsewhere,
 * or a copied link): no session flag stops verify here, so the plugin itself must answer without booking again.
 */
export async function replayReturn(
  browser: Browser,
  returnUrl: string,
): Promise<{ shown: number[]; verifies: number }> {
  const { context, page, verifies } = await fanContext(browser);
  try {
    await page.goto(returnUrl);
    await page.waitForURL(/\/success\/?$/);
    return { shown: await shownNumbers(page), verifies: verifies() };
  } catch (e) {
    throw await where(page, e);
  } finally {
    await context.close();
  }
}
