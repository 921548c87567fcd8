// The site and the goal alerts on real Payload (issue 41): the example CMS (cms/server.ts: Payload 3 with the plugin,
// SQLite, the demo season) on a free port; the site built against it (astro build into a temp folder with its own
// ASTRO_CACHE_DIR) shows every team; a team edited over Payload's REST API sends the signed change webhook and the
// incremental build (same cache) shows the edit; a team deleted is gone from the next incremental build. A push
// subscription made through the plugin's REST route to a local push sink, and a goal entered in Payload on a running
// match, reach the sink once each through the real alert sender (server/alerts/sender.ts) reading the CMS with an API
// key, as the receiver runs it. A fan in Chromium books seats on the built site (served as a host serves it), pays at the
// Fonepay sandbox (a gateway of its own, as Fonepay is another host) and returns to /payment-response, which the
// plugin's verify books; the same signed return opened again in another browser books nothing more.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushSink, type PushSink } from '../../scripts/alerts/push-sink.ts';
import { sinkSender } from '../../scripts/alerts/sink-sender.ts';
import { ASTRO_BIN, freePort, NODE, ROOT, start, stop, waitForUrl } from '../../scripts/lib/proc.ts';
import { startStaticServer, type StaticServer } from '../../scripts/serve.ts';
import { type AlertSender, type ChangeReport } from '../../server/alerts/sender.ts';
import { readBody } from '../../server/rebuild/http.ts';
import { signedChange, signedHeaders, type Change } from '../../server/webhook.ts';
import { nepalDay } from '../../src/lib/nepal-day.ts';
import { decryptPush, newSubscriber } from '../unit/alerts/decrypt.ts';
import { buyTickets, launchChromium, replayReturn } from './buyer.ts';

const SECRET = 'cms-site-test-webhook-secret';
const ADMIN = { email: 'admin@league.example', password: 'cms-site-test-password' };
const API_KEY = 'cms-site-test-alerts-api-key';
/** The league's Fonepay secret, given to the plugin and to the sandbox alike (as Fonepay issues it to the merchant). */
const FONEPAY_SECRET = 'cms-site-test-fonepay-secret';
const work = mkdtempSync(join(tmpdir(), 'league-cms-site-'));

let cms: ReturnType<typeof start> | undefined;
let gatewayApi: ReturnType<typeof start> | undefined;
let siteServer: StaticServer | undefined;
let origin = '';
/** The site's address (its builds' PUBLIC_SITE_URL, where the first build is served) and the sandbox's. */
let site = '';
let gateway = '';
let token = '';
let sink: PushSink;
let sender: AlertSender;
let hookUrl = '';
/** Every verified webhook's change, and what the sender made of it. */
const changes: Change[] = [];
/** The changed document as the receiver read it back over REST before answering the webhook (status and body). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON the tests assert
const readBack: Array<{ status: number; doc: any }> = [];
const reports: Array<ChangeReport | null> = [];
/** The same, one record per webhook: webhooks of saves made one after another may be answered in another order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON the tests assert
const received: Array<{ change: Change; back: { status: number; doc: any }; report?: ChangeReport | null }> = [];
let unverified = 0;

// A receiver as server/rebuild/receiver.ts runs one: the signature checked by the shared rule, the change answered at
// once (the plugin's hook waits for the answer inside the save) and then handed to the alert sender.
const receiver = createServer(async (req, res) => {
  const body = (await readBody(req)) ?? Buffer.alloc(0);
  const change = signedChange(SECRET, body, req.headers);
  if (!change) {
    unverified++;
    return void res.writeHead(401).end();
  }
  // Read back at once, as a receiver may: the webhook must come after the save is committed, not inside it.
  const back = await fetch(`${origin}/api/${change.collection}/${change.id}?depth=0`);
  const record: (typeof received)[number] = { change, back: { status: back.status, doc: await back.json() } };
  readBack.push(record.back);
  received.push(record);
  res.writeHead(202).end();
  changes.push(change);
  record.report = await sender.onChange(change);
  reports.push(record.report);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON the tests assert
async function call(path: string, init: RequestInit & { auth?: string } = {}): Promise<{ status: number; body: any }> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('Content-Type', 'application/json');
  if (init.auth) headers.set('Authorization', init.auth);
  const res = await fetch(`${origin}/api${path}`, { ...init, headers });
  return { status: res.status, body: await res.json() };
}
const league = (path: string, method: string, body?: unknown) =>
  call(path, { method, auth: `JWT ${token}`, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** Waits (50 ms a look, 30 s at most) until `ready` holds; the assertion after it says what was missing. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !ready(); i++) await new Promise((r) => setTimeout(r, 50));
}

function build(name: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, [ASTRO_BIN, 'build', '--outDir', join(work, name)], {
      cwd: ROOT,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        ASTRO_CACHE_DIR: join(work, 'cache'),
        PUBLIC_API_URL: origin,
        PUBLIC_SITE_URL: site,
        // The built site sends buyers to the sandbox, while its API (pre-check, generate-hash, verify) is Payload's.
        PUBLIC_PAYMENT_GATEWAY_URL: `${gateway}/gateway/merchantRequest`,
        LEAGUE_NOW: new Date().toISOString(),
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? done(stripVTControlCharacters(output)) : fail(new Error(output.slice(-3000))),
    );
  });
}
const page = (dir: string, path: string) => join(work, dir, path, 'index.html');

beforeAll(async () => {
  sink = await startPushSink({ keepBodies: true });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The first build is served once it exists (scripts/serve.ts, with the build's own headers: its CSP included).
  siteServer = await startStaticServer({ root: join(work, 'first'), port: await freePort() });
  site = siteServer.url;
  // The Fonepay sandbox as a host of its own, as Fonepay is in production: a demo API process that is only the
  // gateway (--gateway-only: no season, its own data folder), knowing the merchant's id and secret and none of the
  // plugin's orders, so the PRN, amount and return URL it pays are only what the plugin signed.
  const gatewayPort = await freePort();
  gateway = `http://127.0.0.1:${gatewayPort}`;
  const fonepay = { FONEPAY_SECRET, PUBLIC_SITE_URL: site };
  gatewayApi = start(
    NODE,
    ['scripts/demo-api/main.ts', '--port', String(gatewayPort), '--data', join(work, 'gateway'), '--gateway-only'],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...fonepay } },
  );
  cms = start(NODE, ['server.ts', '--port', String(port), '--data', join(work, 'data'), '--reseed'], {
    cwd: resolve(ROOT, 'cms'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CMS_WEBHOOK_URLS: hookUrl,
      REBUILD_WEBHOOK_SECRET: SECRET,
      CMS_ADMIN_PASSWORD: ADMIN.password,
      // The sink is a push service to this CMS as it is to the demo API and the sender (never a league's setting).
      ALERTS_EXTRA_PUSH_ORIGINS: sink.origin,
      // The plugin signs a return URL (RU) only to the site's own origin.
      ...fonepay,
    },
  });
  await waitForUrl(`${gateway}/api/health`);
  await waitForUrl(`${origin}/api/teams?limit=1`, 180_000);
  const login = await call('/users/login', { method: 'POST', body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  token = String(login.body.token);
  // The sender's API key, set by the league on its user (Payload's useAPIKey).
  const key = await league(`/users/${login.body.user.id}`, 'PATCH', { enableAPIKey: true, apiKey: API_KEY });
  expect(key.status).toBe(200);
  sender = sinkSender(sink, origin, API_KEY);
}, 240_000);

afterAll(async () => {
  sender?.close();
  if (cms) await stop(cms);
  if (gatewayApi) await stop(gatewayApi);
  await siteServer?.close();
  await sink?.close();
  await new Promise((ok) => receiver.close(ok));
  rmSync(work, { recursive: true, force: true });
});

type Team = { id: number | string; team_name: string };

describe('the site built against Payload with the plugin', () => {
  let teams: Team[] = [];

  it('shows every team of the CMS', async () => {
    const list = await call('/teams?limit=0&depth=0&sort=id');
    teams = list.body.docs as Team[];
    expect(teams.length).toBe(8);
    await build('first');
    const index = readFileSync(page('first', 'teams'), 'utf8');
    for (const t of teams) {
      expect(existsSync(page('first', `teams/${t.id}`)), `team ${t.id}`).toBe(true);
      expect(index).toContain(`href="/teams/${t.id}"`);
      expect(readFileSync(page('first', `teams/${t.id}`), 'utf8')).toContain(t.team_name.replaceAll("'", '&#39;'));
    }
  }, 240_000);

  it("shows a team's edit in Payload after its signed webhook, in an incremental build", async () => {
    const team = teams[2]!;
    const before = changes.length;
    const edit = await league(`/teams/${team.id}`, 'PATCH', { team_name: 'Edited Valley School' });
    expect(edit.status).toBe(200);
    await until(() => changes.length > before);
    expect(changes.slice(before)).toEqual([{ collection: 'teams', id: team.id, operation: 'update' }]);
    expect(unverified).toBe(0);
    expect(readBack.at(-1)).toMatchObject({ status: 200, doc: { team_name: 'Edited Valley School' } });
    const output = await build('edited');
    expect(output).toMatch(/teams: incremental sync, fetched [1-9]\d*, changed [1-9]/);
    expect(readFileSync(page('edited', `teams/${team.id}`), 'utf8')).toContain('Edited Valley School');
    expect(readFileSync(page('first', `teams/${team.id}`), 'utf8')).not.toContain('Edited Valley School');
  }, 240_000);

  it("removes a deleted team's page in the next incremental build", async () => {
    const team = teams[2]!;
    const before = changes.length;
    expect((await league(`/teams/${team.id}`, 'DELETE')).status).toBe(200);
    await until(() => changes.length > before);
    expect(changes.slice(before)).toEqual([{ collection: 'teams', id: team.id, operation: 'delete' }]);
    expect(readBack.at(-1)?.status).toBe(404);
    const output = await build('deleted');
    expect(output).toMatch(/teams: incremental sync, fetched \d+, changed \d+, removed 1/);
    expect(existsSync(page('deleted', `teams/${team.id}`))).toBe(false);
    expect(readFileSync(page('deleted', 'teams'), 'utf8')).not.toContain(`href="/teams/${team.id}"`);
    for (const t of teams.filter((x) => x.id !== team.id))
      expect(existsSync(page('deleted', `teams/${t.id}`)), `team ${t.id}`).toBe(true);
  }, 240_000);
});

type Day = {
  id: string;
  date: string;
  status: string;
  availableCount: number;
  bookedCount: number;
  heldCount: number | null;
};
type Activation = { id: number | string; ticketsStartFrom: number | null; days: Day[] };

// On the first build, made above and served since beforeAll: one build for the whole file keeps test:cms short.
describe('a fan buying tickets in Chromium', () => {
  const active = async () =>
    (await league('/activate-ticket?where[isActive][equals]=true&depth=0', 'GET')).body.docs[0] as Activation;
  const dayOf = async (id: string) => (await active()).days.find((d) => d.id === id)!;
  const counts = (d: Day) => ({
    availableCount: d.availableCount,
    bookedCount: d.bookedCount,
    heldCount: d.heldCount ?? 0,
  });
  /** The order and the numbers issued for one PRN, as the league sees them in Payload. */
  const ledger = async (prn: string) => ({
    orders: (await league(`/orders?where[prn][equals]=${prn}&depth=0`, 'GET')).body.docs,
    issued: (
      await league(`/issued-tickets?where[prn][equals]=${prn}&depth=0&limit=0&sort=number`, 'GET')
    ).body.docs.map((d: { number: number }) => d.number),
  });

  it("books a day's seats through the sandbox gateway and the plugin's verify; the same return again books nothing", async () => {
    const before = await active();
    const today = nepalDay(Date.now()) ?? '';
    const day = before.days.find(
      (d) => d.status === 'open' && d.availableCount >= 20 && (nepalDay(d.date) ?? '') > today,
    );
    expect(day, 'an open future day with seats in the seeded season').toBeDefined();
    // SPEC §9: ticketsStartFrom, then the booked counts of the days before this one, then this day's.
    const first =
      (before.ticketsStartFrom ?? 1) +
      before.days.filter((d) => d.date < day!.date).reduce((n, d) => n + d.bookedCount, 0) +
      day!.bookedCount;
    const expected = [first, first + 1];

    const browser = await launchChromium();
    try {
      const who = { name: 'Sita Sharma', phone: '9800000001', email: 'sita.cms@example.com' };
      const bought = await buyTickets(browser, site, day!.date, who, 2);
      expect(bought.gatewayPage.startsWith(`${gateway}/gateway/merchantRequest?`)).toBe(true);
      expect(bought.planned).toEqual(expected);
      expect(bought.booked).toEqual(expected);
      expect(bought.verifies).toBe(1);
      const ret = new URL(bought.returnUrl);
      expect(`${ret.origin}${ret.pathname}`).toBe(`${site}/payment-response`);
      expect([ret.searchParams.get('PS'), ret.searchParams.get('RC')]).toEqual(['true', 'successful']);
      const prn = ret.searchParams.get('PRN')!;

      // In Payload: one order for the PRN, booked for two seats at the fixed amount, the numbers issued, the day's
      // seats gone from sale (held for the buyer at pre-check, then booked).
      const booked = await ledger(prn);
      expect(booked.orders).toHaveLength(1);
      expect(booked.orders[0]).toMatchObject({
        status: 'booked',
        qty: 2,
        amount: 2,
        held: 0,
        email: who.email,
        lang: 'en',
      });
      expect(booked.issued).toEqual(expected);
      // The confirmation e-mail that confirms the booking (SPEC), to the buyer, with the numbers the page showed.
      const mail = readFileSync(join(work, 'data', 'outbox', `${prn}.eml`), 'utf8');
      expect(mail).toContain(`<${who.email}>`);
      expect(mail).toContain(`Ticket numbers:  ${expected.map((n) => `#${n}`).join(', ')}`);
      const after = await dayOf(day!.id);
      expect(counts(after)).toEqual({
        availableCount: day!.availableCount - 2,
        bookedCount: day!.bookedCount + 2,
        heldCount: day!.heldCount ?? 0,
      });

      // The same signed return in a browser with no memory of it: verify is asked again and answers the same tickets.
      const replay = await replayReturn(browser, bought.returnUrl);
      expect(replay.verifies).toBe(1);
      expect(replay.shown).toEqual(expected);
      expect(await ledger(prn)).toEqual(booked);
      expect(counts(await dayOf(day!.id))).toEqual(counts(after));
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe('a goal entered in Payload', () => {
  it('reaches a subscriber made through the plugin once, through the alert sender', async () => {
    const [home, away] = [(await call('/teams?limit=2&depth=0&sort=id')).body.docs as Team[]].flat();
    const fan = newSubscriber();
    const subscribed = await call('/push-subscriptions', {
      method: 'POST',
      body: JSON.stringify({
        endpoint: `${sink.origin}/push/fan`,
        keys: { p256dh: fan.p256dh, auth: fan.auth },
        teams: [home!.id],
        lang: 'en',
      }),
    });
    expect(subscribed.status).toBe(201);
    const messages = () => sink.messages.map((m) => JSON.parse(decryptPush(fan, m.body)) as { title: string });

    // A match kicks off: its webhook (collection matches) makes the kick-off alert.
    let handled = reports.length;
    const match = await league('/matches', 'POST', {
      match_date: new Date(Date.now() - 10 * 60_000).toISOString(),
      status: 'running',
      homeTeam: home!.id,
      awayTeam: away!.id,
    });
    expect(match.status).toBe(201);
    const matchId = String(match.body.doc.id);
    const ofMatch = () => reports.slice(handled).find((r) => r?.matchId === matchId);
    await until(() => ofMatch() !== undefined);
    expect(ofMatch()).toMatchObject({ matchId, alerts: ['kickoff'], sent: 1, failed: 0 });

    // The goal: a match event created by the league; its webhook names the match.
    const player = await league('/players', 'POST', { name: 'Ram Shrestha', team: home!.id });
    expect(player.status).toBe(201);
    const goal = await league('/match-events', 'POST', {
      match: match.body.doc.id,
      teamSelection: home!.id,
      eventType: 'goal',
      minute: 23,
      player: player.body.doc.id,
    });
    expect(goal.status).toBe(201);
    // The player's webhook (sent after its save) may still be on its way: the goal's own record is found by its id.
    const goalRecord = () =>
      received.find((r) => r.change.collection === 'match-events' && r.change.id === goal.body.doc.id);
    await until(() => goalRecord()?.report !== undefined);
    const goalKey = `goal:${goal.body.doc.id}`;
    expect(goalRecord()!.change).toEqual({
      collection: 'match-events',
      id: goal.body.doc.id,
      operation: 'create',
      match: matchId,
    });
    expect(goalRecord()!.back).toMatchObject({ status: 200, doc: { eventType: 'goal', minute: 23 } });
    expect(goalRecord()!.report).toMatchObject({ matchId, alerts: [goalKey], sent: 1, failed: 0 });
    await until(() =>
      received.some(
        (r) => r.change.collection === 'players' && r.change.id === player.body.doc.id && r.report !== undefined,
      ),
    );
    expect(messages().map((m) => m.title)).toEqual([
      `Kick-off: ${home!.team_name} v ${away!.team_name}`,
      `GOAL! ${home!.team_name} 1–0 ${away!.team_name}`,
    ]);

    // The same webhook again: the alert's unique key in push-alerts lets nothing be sent twice.
    const again = JSON.stringify({ collection: 'match-events', id: goal.body.doc.id, operation: 'create' });
    handled = reports.length;
    const res = await fetch(hookUrl, {
      method: 'POST',
      headers: { ...signedHeaders(SECRET, again), 'Content-Type': 'application/json' },
      body: again,
    });
    expect(res.status).toBe(202);
    await until(() => reports.length > handled);
    expect(reports.at(-1)).toMatchObject({ matchId, alerts: [], sent: 0 });
    expect(sink.total()).toBe(2);
    const recorded = await call(`/push-alerts?where[match][equals]=${matchId}&sort=id&depth=0`, {
      auth: `users API-Key ${API_KEY}`,
    });
    expect(recorded.body.docs.map((d: { key: string; done: boolean }) => [d.key, d.done])).toEqual([
      [`${matchId}:kickoff`, true],
      [`${matchId}:${goalKey}`, true],
    ]);
  }, 120_000);
});
