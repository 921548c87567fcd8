// Goal alerts (issue 28) in the built site in Chromium: no page asks for notification permission or loads the
// subscribe code on a visit; "Notify me" sends the subscription to the demo API and keeps it in step with the followed
// schools; where push is missing it offers the calendar; the real service worker shows a pushed alert (delivered with
// the DevTools protocol) in the subscriber's language, one notification per match.
// The worker runs here (serviceWorkers: 'allow'), as in offline.spec.ts.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { alertMessage, type MatchNames } from '../../server/alerts/messages.ts';
import type { Alert } from '../../src/lib/league/match-alerts.ts';
import { newSubscriber } from '../unit/alerts/decrypt.ts';
import { expect, test } from './support/test.ts';
import { API_URL, BASE_URL, apiList, site } from './support/env.ts';

test.use({ serviceWorkers: 'allow' });
// Several page visits each, with the worker installing: more time than the default on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const ADMIN = { Authorization: 'users API-Key demo-admin-key' };
let teamId = '';
let matchId = '';

test.beforeAll(async () => {
  const [match] = await apiList('/matches?limit=1&depth=0&sort=match_date');
  matchId = String(match!.id);
  teamId = String(match!.homeTeam);
});

/** Counts calls of the two browser APIs that ask the visitor something: the permission prompt and subscribing. */
const countAsks = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { asked: number };
    w.asked = 0;
    if (!('Notification' in window)) return;
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...a) => {
      w.asked++;
      return ask(...a);
    };
    const subscribe = PushManager.prototype.subscribe;
    PushManager.prototype.subscribe = function (...a) {
      w.asked++;
      return subscribe.apply(this, a);
    };
  });

const followed = (page: Page, ids: string[]) =>
  page.addInitScript((list) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('nsfl:followed', JSON.stringify(list.map(Number)));
      sessionStorage.setItem('seeded', '1');
    }
  }, ids);

/** Every script body the page loaded. */
function scripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.text().catch(() => ''));
  });
  return bodies;
}

async function subscriptionsFor(endpoint: string): Promise<Array<Record<string, unknown>>> {
  const res = await fetch(`${API_URL}/api/push-subscriptions?limit=100&depth=0`, { headers: ADMIN });
  const { docs } = (await res.json()) as { docs: Array<Record<string, unknown>> };
  return docs.filter((d) => d.endpoint === endpoint);
}

test('no page asks for permission on load; the subscribe code loads only when Notify me is pressed', async ({
  page,
}) => {
  test.setTimeout(180_000); // seven page visits
  await countAsks(page);
  await followed(page, [teamId]);
  const loaded = scripts(page);
  for (const path of ['/', `/teams/${teamId}`, `/fixture/${matchId}`, '/ne/', `/ne/fixture/${matchId}`]) {
    await page.goto(site(path), { waitUntil: 'domcontentloaded' });
    // Shown: its script ran (and would have asked by now, were it to ask on load).
    await expect(page.locator('[data-alerts] button'), path).toBeVisible();
    expect(
      await page.evaluate(() => [Notification.permission, (window as unknown as { asked: number }).asked]),
    ).toEqual(['default', 0]);
  }
  const before = await Promise.all(loaded);
  expect(before.some((js) => js.includes('requestPermission'))).toBe(false);
  // A page that offers no alerts carries none of their code.
  const table = scripts(page);
  await page.goto(site('/table'), { waitUntil: 'load' });
  expect((await Promise.all(table)).some((js) => js.includes('nsfl:alerts'))).toBe(false);

  await page.goto(site(`/teams/${teamId}`));
  const after = scripts(page);
  await page.locator('[data-alerts] button').click();
  // Playwright's Chromium answers an unasked permission with "denied": the message says how to allow it.
  await expect(page.getByRole('status').filter({ hasText: 'Notifications are blocked' })).toBeVisible();
  expect((await Promise.all(after)).some((js) => js.includes('requestPermission'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
});

test('without push the button says so and offers the calendar feed', async ({ page }) => {
  await page.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  await page.goto(site(`/ne/teams/${teamId}`));
  await page.locator('[data-alerts] button').click();
  await expect(page.getByRole('status').filter({ hasText: 'यो ब्राउजरले सूचना देखाउन सक्दैन' })).toBeVisible();
  const calendar = page.locator('[data-alerts] a');
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAttribute('href', new RegExp(`^webcal://.*/ne/calendar/teams/${teamId}\\.ics$`));
});

test('Notify me subscribes with the followed schools and the language; unfollowing and Stop alerts remove it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  // Chromium here reaches no real push service: the browser's subscription is made up with real keys, the rest is real.
  const fan = newSubscriber();
  // A Chrome-shaped endpoint: the CMS takes browser push services only (cms/plugin/src/rules/push-services.ts).
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`;
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      let current: unknown = null;
      const made = {
        endpoint,
        toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        unsubscribe: async () => ((current = null), true),
      };
      PushManager.prototype.subscribe = async () => (current = made) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    },
    { endpoint, p256dh: fan.p256dh, auth: fan.auth },
  );
  await page.goto(site(`/teams/${teamId}`));
  const button = page.locator('[data-alerts] button');
  await expect(button).toHaveText('Notify me');
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'Alerts are on' })).toBeVisible();
  await expect(button).toHaveText('Stop alerts');
  // Pressing it on the team page followed the school; the CMS holds the endpoint, keys, schools and language only.
  expect(await page.evaluate(() => localStorage.getItem('nsfl:followed'))).toBe(`[${teamId}]`);
  const [stored] = await subscriptionsFor(endpoint);
  expect(stored).toMatchObject({ teams: [Number(teamId)], lang: 'en', keys: { p256dh: fan.p256dh, auth: fan.auth } });

  // Unfollowing the school in another tab removes the subscription.
  const other = await context.newPage();
  await other.goto(site('/table'));
  await other.evaluate(() => localStorage.setItem('nsfl:followed', '[]'));
  await expect.poll(() => subscriptionsFor(endpoint)).toEqual([]);
  await expect(button).toHaveText('Notify me');

  // Again from the Nepali page: stored in Nepali; "Stop alerts" removes it.
  await page.goto(site(`/ne/teams/${teamId}`));
  await button.click();
  await expect(button).toHaveText('सूचना बन्द गर्नुहोस्');
  await expect.poll(async () => (await subscriptionsFor(endpoint))[0]?.lang).toBe('ne');
  await button.click();
  await expect(page.getByRole('status').filter({ hasText: 'सूचना बन्द छन्' })).toBeVisible();
  await expect.poll(() => subscriptionsFor(endpoint)).toEqual([]);
});

test('the service worker shows a pushed alert in the subscriber language; a match keeps one notification', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: BASE_URL });
  await page.goto(site('/'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(BASE_URL))).toBe(true);
  const { registrationId } = registrations.find((r) => r.scopeURL.startsWith(BASE_URL))!;
  const push = (data: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId, data: JSON.stringify(data) });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        lang: n.lang,
        icon: n.icon,
        url: (n.data as { url: string }).url,
      })),
    );

  const names: MatchNames = { id: '7', home: 'Alpha School', away: 'Beta School', homeCrest: null, awayCrest: null };
  const goal = (id: string, home: number, minute: number): Alert => ({
    kind: 'goal',
    key: `goal:${id}`,
    sig: '',
    score: { home, away: 0 },
    eventId: id,
    minute,
    scorer: 'Ram Shrestha',
    side: 'home',
    ownGoal: false,
  });
  await push(alertMessage(goal('1', 1, 23), names, 'en'));
  // The first push may wait for the worker to start.
  await expect.poll(shown, { timeout: 30_000 }).toEqual([
    {
      title: 'GOAL! Alpha School 1–0 Beta School',
      body: "Goal by Ram Shrestha 23'",
      tag: 'match-7',
      lang: 'en',
      icon: `${BASE_URL}/icons/icon-192.png`,
      url: '/fixture/7',
    },
  ]);
  // A second goal of the same match replaces the first.
  await push(alertMessage(goal('2', 2, 31), names, 'en'));
  // Each push may wait for the worker to start again (a busy 2-core machine, or the worker stopped while idle).
  await expect
    .poll(async () => (await shown()).map((n) => n.title), { timeout: 30_000 })
    .toEqual(['GOAL! Alpha School 2–0 Beta School']);
  // Another match, in Nepali: its own notification beside the first.
  const ne = alertMessage(goal('3', 1, 5), { ...names, id: '8' }, 'ne');
  await push(ne);
  await expect.poll(async () => (await shown()).length, { timeout: 30_000 }).toBe(2);
  expect((await shown()).find((n) => n.tag === 'match-8')).toEqual({
    title: 'गोल! Alpha School १–० Beta School',
    // A desk's minute (issue 42): '५औँ मिनेटमा', not "५'".
    body: 'गोल: Ram Shrestha, ५औँ मिनेटमा',
    tag: 'match-8',
    lang: 'ne',
    icon: `${BASE_URL}/icons/icon-192.png`,
    url: '/ne/fixture/8',
  });
});
