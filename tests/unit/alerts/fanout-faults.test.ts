// Goal alerts that no outsider can flood or aim, and no slow endpoint or crash can spoil (issue 40), over real parts:
// the demo API over HTTP (its database, its routes), the real sender, a local HTTPS push sink and one that never answers.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VAPID_PRIVATE_KEY } from '../../../server/alerts/config.ts';
import { checkPushEndpoint } from '../../../cms/plugin/src/rules/push-services.ts';
import { createAlertSender, type AlertSenderOptions } from '../../../server/alerts/sender.ts';
import { startPushSink, startSilentSink, type PushSink } from '../../../scripts/alerts/push-sink.ts';
import { startStringIdCms } from '../../../scripts/alerts/string-id-proxy.ts';
import { DEMO_VAPID_PUBLIC_KEY } from '../../../src/lib/endpoints.ts';
import { ADMIN, start, type TestServer } from '../demo-api/support.ts';

let api: TestServer;
let sink: PushSink;
let slow: PushSink;
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
let minute = 1;

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON the tests assert
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${api.api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const admin = (method: string, path: string, body?: unknown) => call(method, path, body, ADMIN);

function sender(over: Partial<AlertSenderOptions> = {}) {
  return createAlertSender({
    cmsUrl: api.url,
    cmsApiKey: 'test-admin-key',
    vapid: {
      subject: 'mailto:alerts@example.org',
      publicKey: DEMO_VAPID_PUBLIC_KEY,
      privateKey: DEMO_VAPID_PRIVATE_KEY,
    },
    agent: sink.agent(16),
    concurrency: 16,
    log: () => {},
    ...over,
  });
}

/** `n` subscriptions to team `team`, straight into the database, at `${origin}/push/${prefix}-i`. */
function subscribe(n: number, prefix: string, origin = sink.origin, team = 1): number[] {
  return api.store.transaction(() =>
    Array.from(
      { length: n },
      (_, i) =>
        api.store.create('push-subscriptions', {
          endpoint: `${origin}/push/${prefix}-${i}`,
          keys,
          teams: [team],
          lang: 'en',
          failures: 0,
        }).id as number,
    ),
  );
}
const counts = (s: PushSink, prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => s.counts.get(`/push/${prefix}-${i}`) ?? 0);

/** A new goal in match `match` and the change its webhook says. */
async function goal(match: number) {
  const r = await admin('POST', '/match-events', { match, teamSelection: 1, eventType: 'goal', minute: minute++ });
  return { collection: 'match-events' as const, id: r.body.doc.id, operation: 'create' as const, match: String(match) };
}

/** A running match of team `home` (its kick-off already alerted): each goal is then one alert. */
async function runningMatch(id: number, home: number) {
  api.store.create(
    'matches',
    { match_date: new Date(Date.now() - 10 * 60_000).toISOString(), status: 'running', homeTeam: home, awayTeam: 9 },
    { id },
  );
  await admin('POST', '/push-alerts', { key: `${id}:kickoff`, match: String(id), sig: '' });
}

beforeAll(async () => {
  sink = await startPushSink();
  slow = await startPushSink({ delayMs: 25 });
  api = await start();
  for (const id of [1, 2, 3, 4, 5, 9]) api.store.create('teams', { team_name: `School ${id}` }, { id });
});
afterAll(async () => {
  await api?.cleanup();
  await sink?.close();
  await slow?.close();
});

describe('subscriptions only to browser push services', () => {
  it("the list: the browsers' push services; nothing else, loopback only when allowed", () => {
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGu7abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ])
      expect(checkPushEndpoint(ok), ok).toMatchObject({ ok: true });
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://push.apple.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'https://10.0.0.5/admin',
      'https://127.0.0.1:9/x',
    ])
      expect(checkPushEndpoint(bad), bad).toMatchObject({ ok: false });
    expect(checkPushEndpoint('https://127.0.0.1:9/x', { loopback: true })).toMatchObject({ ok: true });
    expect(checkPushEndpoint('https://bench.test:8443/x', { extraOrigins: ['https://bench.test:8443'] })).toMatchObject(
      { ok: true },
    );
  });

  it('the demo API refuses a subscription to a host that is no push service: 400 naming `endpoint`', async () => {
    const r = await call('POST', '/push-subscriptions', {
      endpoint: 'https://internal.example/hook',
      keys,
      teams: [1],
      lang: 'en',
    });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe('The following field is invalid: endpoint');
    expect(r.body.errors[0].data.errors).toEqual([
      { path: 'endpoint', message: 'https://internal.example is not a browser push service.' },
    ]);
    const ok = await call('POST', '/push-subscriptions', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/t1',
      keys,
      teams: [1],
      lang: 'en',
    });
    expect(ok.status).toBe(201);
  });

  it('the sender sends nothing to a stored subscription that is no push service, and deletes it', async () => {
    await runningMatch(20, 2);
    const [bad] = api.store.transaction(() => [
      api.store.create('push-subscriptions', {
        endpoint: 'https://10.0.0.5/admin',
        keys,
        teams: [2],
        lang: 'en',
        failures: 0,
      }).id,
    ]);
    const s = sender();
    const r = await s.onChange(await goal(20));
    s.close();
    expect(r).toMatchObject({ sent: 0, refused: 1 });
    expect(api.store.get('push-subscriptions', bad!)).toBeUndefined();
  });
});

describe('pruned after repeated failures', () => {
  it('a failure counts, a success clears it, the third failed alert in a row deletes; 404/410 delete at once', async () => {
    await runningMatch(21, 3);
    const [ok, failing, gone] = subscribe(3, 'prune', sink.origin, 3);
    sink.failing.add('/push/prune-1');
    sink.gone.add('/push/prune-2');
    const s = sender();
    await s.onChange(await goal(21));
    expect(api.store.get('push-subscriptions', gone!)).toBeUndefined();
    expect(api.store.get('push-subscriptions', failing!)).toMatchObject({ failures: 1 });
    await s.onChange(await goal(21));
    expect(api.store.get('push-subscriptions', failing!)).toMatchObject({ failures: 2 });
    await s.onChange(await goal(21));
    s.close();
    expect(api.store.get('push-subscriptions', failing!)).toBeUndefined();
    expect(api.store.get('push-subscriptions', ok!)).toMatchObject({ failures: 0 });
    expect(counts(sink, 'prune', 3)).toEqual([3, 3, 1]);
  });
});

describe('a fan-out no slow or dead endpoint holds back', () => {
  it('a push service that never answers costs its own subscriptions only: the breaker stops it, the real ones are not delayed', async () => {
    const silent = await startSilentSink();
    await runningMatch(22, 4);
    subscribe(100, 'dead', silent.origin, 4);
    subscribe(200, 'real', sink.origin, 4);
    const s = sender({ deadlineMs: 1500, perHost: 8, breakerAfter: 8 });
    const t0 = performance.now();
    const r = await s.onChange(await goal(22));
    const took = performance.now() - t0;
    s.close();
    await silent.close();
    expect(r).toMatchObject({ sent: 200, failed: 100 });
    expect(counts(sink, 'real', 200).every((n) => n === 1)).toBe(true);
    // At most `perHost` requests waited for the deadline before the breaker opened; no retry.
    expect(silent.connections()).toBeLessThanOrEqual(16);
    expect(took).toBeLessThan(1500 + 2500);
  });
});

describe('string ids', () => {
  it('pages by the id the CMS gave (ObjectId-like strings), beyond the first page', async () => {
    const cms = await startStringIdCms(api.url);
    await runningMatch(23, 5);
    subscribe(130, 'str', sink.origin, 5);
    const s = sender({ cmsUrl: cms.url, pageSize: 50, pushPolicy: { loopback: true } });
    const r = await s.onChange(await goal(23));
    s.close();
    await cms.close();
    expect(r).toMatchObject({ sent: 130, failed: 0 });
    expect(counts(sink, 'str', 130).every((n) => n === 1)).toBe(true);
    const alert = (await admin('GET', '/push-alerts?where[match][equals]=23&sort=-id&limit=1')).body.docs[0];
    expect(alert).toMatchObject({ done: true, sent: 130 });
    expect(alert.cursor).toMatch(/^6650[0-9a-f]{20}$/);
  });
});

describe('resume after a stop or a crash, without a second copy', () => {
  it('stopped mid fan-out (SIGTERM), then taken over: every follower gets the goal exactly once', async () => {
    api.store.create('teams', { team_name: 'School 6' }, { id: 6 });
    await runningMatch(24, 6);
    subscribe(150, 'term', slow.origin, 6);
    const a = sender({ agent: slow.agent(4), concurrency: 4, perHost: 4, pageSize: 20 });
    const sending = a.onChange(await goal(24));
    while (slow.total() < 40) await new Promise((r) => setTimeout(r, 5));
    await a.stop();
    const first = await sending;
    a.close();
    expect(first!.sent).toBeLessThan(150);
    const alert = (await admin('GET', '/push-alerts?where[match][equals]=24&sort=-id&limit=1')).body.docs[0];
    expect(alert).toMatchObject({ done: false });
    expect(Date.parse(alert.leaseUntil)).toBeLessThanOrEqual(Date.now());
    const b = sender({ agent: slow.agent(8), concurrency: 8 });
    expect(await b.resume()).toBe(1);
    b.close();
    expect(counts(slow, 'term', 150)).toEqual(Array(150).fill(1));
  });

  it('after a hard crash the next sender continues after the reserved cursor and never before it', async () => {
    api.store.create('teams', { team_name: 'School 7' }, { id: 7 });
    const ids = subscribe(60, 'kill', sink.origin, 7);
    // What a sender killed mid fan-out leaves: the alert claimed, its lease lapsing, subscriptions reserved through the
    // 25th (some maybe sent, none to be sent again).
    await admin('POST', '/push-alerts', {
      key: '99:goal:1',
      match: '99',
      sig: '',
      owner: 'dead',
      generation: 1,
      leaseUntil: new Date(Date.now() - 1000).toISOString(),
      cursor: String(ids[24]),
      unsent: '',
      done: false,
      teams: '7',
      topic: 'match-99',
      messages: JSON.stringify({ en: '{"title":"GOAL"}', ne: '{"title":"गोल"}' }),
    });
    const [b, c] = [sender(), sender()];
    // Two restarted senders at once: one takes it over.
    const taken = await Promise.all([b.resume(), c.resume()]);
    b.close();
    c.close();
    expect(taken.sort()).toEqual([0, 1]);
    expect(counts(sink, 'kill', 60)).toEqual([...Array(25).fill(0), ...Array(35).fill(1)]);
  });
});

describe('created at a bounded rate per client', () => {
  it('a burst of 100 creations from one client gets 429s (Payload-style body, Retry-After); the admin is exempt', async () => {
    const fresh = await start();
    fresh.store.create('teams', { team_name: 'School 1' }, { id: 1 });
    const post = (i: number, headers: Record<string, string> = {}) =>
      fetch(`${fresh.api}/push-subscriptions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({
          endpoint: `https://fcm.googleapis.com/fcm/send/burst-${i}`,
          keys,
          teams: [1],
          lang: 'en',
        }),
      });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(i)));
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 201).length).toBeLessThanOrEqual(20);
    expect(refused.length).toBeGreaterThanOrEqual(80);
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused[0]!.json()).toEqual({
      errors: [{ message: expect.stringMatching(/Too many push subscriptions/) }],
    });
    const byAdmin = await Promise.all(Array.from({ length: 30 }, (_, i) => post(100 + i, ADMIN)));
    expect(byAdmin.every((r) => r.status === 201)).toBe(true);
    await fresh.cleanup();
  });

  it('junk spends the budget too, as on the plugin: after 20 refused requests a valid one waits', async () => {
    const fresh = await start();
    fresh.store.create('teams', { team_name: 'School 1' }, { id: 1 });
    const post = (body: string) =>
      fetch(`${fresh.api}/push-subscriptions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const junk = [
      '{not json',
      JSON.stringify({ endpoint: 'https://evil.example/push/1', keys, teams: [1], lang: 'en' }),
    ];
    const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => post(junk[i % 2]!)));
    expect(refused.every((r) => r.status === 400)).toBe(true);
    const valid = JSON.stringify({
      endpoint: 'https://fcm.googleapis.com/fcm/send/after-junk',
      keys,
      teams: [1],
      lang: 'en',
    });
    const waited = await post(valid);
    expect(waited.status).toBe(429);
    expect(fresh.store.all('push-subscriptions')).toEqual([]);
    await fresh.cleanup();
  });
});
