// The four forms (SPEC §2, §4, §5, §8): stored by the demo API, failures kept with the typed values, one request per send.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { wcagViolations } from './support/axe-scan.ts';
import { API_URL, site } from './support/env.ts';
import { FORM_CASES, type FormCase } from './support/form-cases.ts';
import { storedDocs } from './support/stored.ts';

let serial = 0;
const tokenFor = (c: FormCase, project: string) => `forms-${c.key}-${project}-${Date.now()}-${serial++}`;

/** Opens the form's page and waits until its island has hydrated (the button is enabled only then). */
async function openForm(page: Page, c: FormCase) {
  await page.goto(site(c.path));
  return hydrated(page, c);
}

async function hydrated(page: Page, c: FormCase) {
  const form = page.getByRole('form', { name: c.title });
  await form.scrollIntoViewIfNeeded();
  const button = form.getByRole('button', { name: c.button });
  await expect(button).toBeEnabled();
  return { form, button };
}

const toast = (page: Page, text: string) => page.locator('#toasts').getByText(text, { exact: true });
const endpoint = (c: FormCase) => `${API_URL}/api/${c.collection}`;

/** Counts the POSTs a page sends to the form's endpoint. */
function countPosts(page: Page, c: FormCase) {
  const sent = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url() === endpoint(c)) sent.count++;
  });
  return sent;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
};

/** Answers the endpoint itself; the preflight, if the browser sends one, is allowed. */
async function answer(page: Page, c: FormCase, handle: (route: Route) => Promise<void>) {
  await page.route(endpoint(c), async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    return handle(route);
  });
}

for (const c of FORM_CASES) {
  test.describe(`${c.key} form`, () => {
    test('sends the SPEC body, shows the success toast, resets, and the demo API stores the record', async ({
      page,
    }, info) => {
      const sent = countPosts(page, c);
      const { form, button } = await openForm(page, c);
      const expected = await c.fill(form, tokenFor(c, info.project.name));
      await button.click();
      await expect(toast(page, c.success)).toBeVisible();
      await expect(form.getByLabel('Email Address')).toHaveValue('');
      expect(sent.count).toBe(1);
      const mine = () => storedDocs(c.collection).filter((d) => d.email === expected.email);
      await expect.poll(() => mine().length).toBe(1);
      expect(mine()[0]).toMatchObject(expected);
    });

    for (const status of [400, 500]) {
      test(`on HTTP ${status} shows the SPEC message and keeps every typed value`, async ({ page }, info) => {
        const server = `Server says no (${status})`;
        await answer(page, c, (route) =>
          route.fulfill({
            status,
            headers: cors,
            contentType: 'application/json',
            body: JSON.stringify({ errors: [{ message: server }] }),
          }),
        );
        const { form, button } = await openForm(page, c);
        const typed = await c.fill(form, tokenFor(c, info.project.name));
        await button.click();
        const message = c.serverMessage ? server : c.fallback;
        await expect(page.locator(`#${c.key}-form-status`)).toHaveText(message);
        await expect(toast(page, message)).toBeVisible();
        await expect(button).toBeEnabled();
        await expect(form.getByLabel('Email Address')).toHaveValue(String(typed.email));
        for (const [name, value] of Object.entries(typed)) {
          const control = form.locator(`[name="${name}"]`);
          if (typeof value === 'boolean') await expect(control).toBeChecked({ checked: value });
          else await expect(control).toHaveValue(String(value));
        }
      });
    }

    test('falls back to the SPEC text when the failure carries no message', async ({ page }, info) => {
      await answer(page, c, (route) =>
        route.fulfill({ status: 502, headers: cors, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      const { form, button } = await openForm(page, c);
      await c.fill(form, tokenFor(c, info.project.name));
      await button.click();
      await expect(page.locator(`#${c.key}-form-status`)).toHaveText(c.fallback);
    });

    test('a double click sends one request, with the busy label while it is on its way', async ({ page }, info) => {
      const sent = countPosts(page, c);
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      await answer(page, c, async (route) => {
        await held;
        await route.continue();
      });
      const { form, button } = await openForm(page, c);
      const expected = await c.fill(form, tokenFor(c, info.project.name));
      await button.dblclick();
      const busy = form.getByRole('button', { name: c.busy });
      await expect(busy).toBeDisabled();
      await busy.click({ force: true }).catch(() => {});
      release();
      await expect(toast(page, c.success)).toBeVisible();
      expect(sent.count).toBe(1);
      await expect.poll(() => storedDocs(c.collection).filter((d) => d.email === expected.email).length).toBe(1);
    });

    test('a filled honeypot pretends success and sends nothing', async ({ page }, info) => {
      const sent = countPosts(page, c);
      const { form, button } = await openForm(page, c);
      const expected = await c.fill(form, tokenFor(c, info.project.name));
      await form.locator('input[name="website_url"]').fill('http://spam.example', { force: true });
      await button.click();
      await expect(toast(page, c.success)).toBeVisible();
      expect(sent.count).toBe(0);
      expect(storedDocs(c.collection).filter((d) => d.email === expected.email)).toHaveLength(0);
    });

    test('sent empty, shows each required field’s message beside it and focuses the first', async ({ page }) => {
      const sent = countPosts(page, c);
      const { form, button } = await openForm(page, c);
      await button.click();
      for (const message of c.emptyMessages) await expect(form.getByText(message, { exact: true })).toBeVisible();
      const invalid = form.locator('[aria-invalid="true"]');
      await expect(invalid).toHaveCount(c.emptyMessages.length);
      await expect(invalid.first()).toBeFocused();
      // Each message is the description of its own field.
      for (const el of await invalid.all()) {
        const id = await el.getAttribute('aria-describedby');
        await expect(form.locator(`[id="${id}"]`)).not.toBeEmpty();
      }
      expect(sent.count).toBe(0);
    });
  });
}

test('checks the e-mail shape before sending', async ({ page }) => {
  const c = FORM_CASES.find((f) => f.key === 'newsletter')!;
  const sent = countPosts(page, c);
  const { form, button } = await openForm(page, c);
  const input = form.getByLabel('Email Address');
  await input.fill('not-an-address');
  await button.click();
  await expect(form.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill('fixed@example.com');
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent.count).toBe(0);
});

test('offers 11 to 20 players, 11 chosen', async ({ page }) => {
  const { form } = await openForm(
    page,
    FORM_CASES.find((f) => f.key === 'registration')!,
  );
  const select = form.getByLabel('Number of Players');
  await expect(select).toHaveValue('11');
  await expect(select.locator('option')).toHaveText(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
});

for (const path of ['/contact', '/sponsers', '/register']) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}, before and after a failed send`, async ({ page }) => {
    const cases = FORM_CASES.filter((c) => c.path === path);
    await openForm(page, cases[0]!);
    const scan = async () => {
      // From the top: scrolled down, the sticky header covers links above the form and axe counts them as too small.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      return wcagViolations(page);
    };
    expect(await scan()).toEqual([]);
    for (const c of cases) {
      const { button } = await hydrated(page, c);
      await button.click();
      await expect(page.getByRole('form', { name: c.title }).locator('[aria-invalid="true"]').first()).toBeFocused();
    }
    expect(await scan()).toEqual([]);
  });
}
