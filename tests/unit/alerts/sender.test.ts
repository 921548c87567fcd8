// The goal-alert sender end to end over real parts: the demo API (its database, its public push-subscriptions route, its
// signed webhook on admin edits), a receiver that verifies the webhook as server/rebuild/receiver.ts does and calls the sender,
// the sender with web-push, and a local HTTPS push sink. Each message is decrypted here with the subscriber's keys.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VAPID_PRIVATE_KEY } from '../../../server/alerts/config.ts';
import { startPushSink, type PushSink } from '../../../scripts/alerts/push-sink.ts';
import { postPush } from '../../../server/alerts/push-post.ts';
import { createPushPool } from '../../../server/alerts/push-pool.ts';
import { createAlertSender, type AlertSender, type ChangeReport } from '../../../server/alerts/sender.ts';
import { fanOut } from '../../../server/alerts/fanout.ts';
import { readBody } from '../../../server/rebuild/http.ts';
import { parseChange, signedHeaders, verifyWebhook, type Change } from '../../../server/webhook.ts';
import { DEMO_VAPID_PUBLIC_KEY } from '../../../src/lib/endpoints.ts';
import { ADMIN, PNG_BYTES, start, type TestServer } from '../demo-api/support.ts';
import { decryptPush, newSubscriber, type TestSubscriber } from './decrypt.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET = 'alerts-test-secret';
let api: TestServer;
let sink: PushSink;
let sender: AlertSender;
let receiver: Server;
let receiverUrl = '';
const reports: Array<ChangeReport | null> = [];
/** The changes the webhooks said, as the receiver read them. */
const changes: Array<Change | null> = [];

type Fan = { name: string; sub: TestSubscriber; teams: number[]; lang: 'en' | 'ne'; id?: number };
const fans: Record<string, Fan> = {
  anita: { name: 'anita', sub: newSubscriber(), teams: [1], lang: 'en' },
  bikash: { name: 'bikash', sub: newSubscriber(), teams: [2, 3], lang: 'ne' },
  chandra: { name: 'chandra', sub: newSubscriber(), teams: [1], lang: 'en' },
  dipa: { name: 'dipa', sub: newSubscriber(), teams: [3], lang: 'en' },
};
const path = (f: Fan) => `/push/${f.name}`;
const endpoint = (f: Fan) => `${sink.origin}${path(f)}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON the tests assert
async function admin(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${api.api}${url}`, {
    method,
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Waits for the receiver to have handled `n` webhooks in all. */
async function handled(n: number): Promise<void> {
  for (let i = 0; i < 200 && reports.length < n; i++) await new Promise((r) => setTimeout(r, 50));
  expect(reports.length).toBe(n);
}

/** The messages one fan has received, decrypted, oldest first. */
const received = (f: Fan) =>
  sink.messages.filter((m) => m.path === path(f)).map((m) => JSON.parse(decryptPush(f.sub, m.body)));

beforeAll(async () => {
  sink = await startPushSink({ keepBodies: true });
  // A receiver like server/rebuild/receiver.ts's: verify the signature, then hand the change to the sender.
  receiver = createServer(async (req, res) => {
    const body = (await readBody(req))!;
    const verdict = verifyWebhook({
      secret: SECRET,
      rawBody: body,
      timestamp: req.headers['x-webhook-timestamp'] as string,
      signature: req.headers['x-webhook-signature'] as string,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!verdict.ok) return void res.writeHead(401).end();
    res.writeHead(202).end();
    const change = parseChange(body.toString('utf8'));
    changes.push(change);
    reports.push(change ? await sender.onChange(change) : null);
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  api = await start({ webhookUrl: receiverUrl, webhookSecret: SECRET });
  sender = createAlertSender({
    cmsUrl: api.url,
    cmsApiKey: 'test-admin-key',
    vapid: {
      subject: 'mailto:alerts@example.org',
      publicKey: DEMO_VAPID_PUBLIC_KEY,
      privateKey: DEMO_VAPID_PRIVATE_KEY,
    },
    // As the receiver runs it: encryption and requests in push threads (push-pool.ts), trusting the sink.
    threads: 2,
    ca: sink.certPem,
    concurrency: 8,
    log: () => {},
  });
  mkdirSync(join(api.dataDir, 'media'), { recursive: true });
  writeFileSync(join(api.dataDir, 'media', 'alpha.png'), PNG_BYTES);
  const s = api.store;
  s.create('media', { filename: 'alpha.png', alt: 'Alpha crest', mimeType: 'image/png' }, { id: 1 });
  s.create('teams', { team_name: 'Alpha School', team_logo: 1 }, { id: 1 });
  s.create('teams', { team_name: 'Beta School', team_logo: null }, { id: 2 });
  s.create('teams', { team_name: 'Gamma School', team_logo: null }, { id: 3 });
  s.create('players', { name: 'Ram Shrestha', team: 1 }, { id: 1 });
  s.create(
    'matches',
    { match_date: new Date(Date.now() - 10 * 60_000).toISOString(), status: 'upcoming', homeTeam: 1, awayTeam: 2 },
    { id: 7 },
  );
  for (const f of Object.values(fans)) {
    const res = await fetch(`${api.api}/push-subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        endpoint: endpoint(f),
        keys: { p256dh: f.sub.p256dh, auth: f.sub.auth },
        teams: f.teams,
        lang: f.lang,
      }),
    });
    expect(res.status).toBe(201);
    f.id = ((await res.json()) as { doc: { id: number } }).doc.id;
  }
  sink.gone.add(path(fans.chandra!));
});

afterAll(async () => {
  sender?.close();
  await api?.cleanup();
  await sink?.close();
  await new Promise((ok) => receiver?.close(ok));
});

describe('goal alerts through the webhook', () => {
  it('kick-off: one message to each subscriber of either school, in its language; a gone subscription is deleted', async () => {
    expect((await admin('PATCH', '/matches/7', { status: 'running' })).status).toBe(200);
    await handled(1);
    expect(reports[0]).toMatchObject({ matchId: '7', alerts: ['kickoff'], sent: 2, gone: 1, failed: 0 });
    const [en] = received(fans.anita!);
    expect(en).toEqual({
      title: 'Kick-off: Alpha School v Beta School',
      body: 'The match has started.',
      tag: 'match-7',
      url: '/fixture/7',
      icon: `${api.url}/api/media/file/alpha.png`,
      lang: 'en',
    });
    const [ne] = received(fans.bikash!);
    expect(ne).toMatchObject({ title: 'खेल सुरु: Alpha School विरुद्ध Beta School', url: '/ne/fixture/7', lang: 'ne' });
    expect(sink.counts.get(path(fans.chandra!))).toBe(1);
    expect(sink.counts.get(path(fans.dipa!))).toBeUndefined();
    // The 410 removed Chandra's subscription from the CMS; the others stay.
    const left = await admin('GET', '/push-subscriptions?sort=id&limit=10');
    expect(left.body.docs.map((d: { id: number }) => d.id)).toEqual([fans.anita!.id, fans.bikash!.id, fans.dipa!.id]);
  });

  it('each message is encrypted for its subscriber and signed with the VAPID key', () => {
    const m = sink.messages[0]!;
    expect(m.headers['content-encoding']).toBe('aes128gcm');
    expect(m.body.toString('utf8')).not.toContain('Alpha');
    expect(String(m.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${DEMO_VAPID_PUBLIC_KEY}$`),
    );
    const jwt = JSON.parse(Buffer.from(String(m.headers.authorization).split('.')[1]!, 'base64url').toString());
    expect(jwt.aud).toBe(sink.origin);
    expect(m.headers.topic).toBe('match-7');
    // Anita's key cannot read Bikash's message.
    const forBikash = sink.messages.find((x) => x.path === path(fans.bikash!))!;
    expect(() => decryptPush(fans.anita!.sub, forBikash.body)).toThrow();
  });

  it('a goal: the scorer, the minute and the score, once per subscriber', async () => {
    const goal = await admin('POST', '/match-events', {
      match: 7,
      teamSelection: 1,
      eventType: 'goal',
      minute: 23,
      player: 1,
    });
    expect(goal.status).toBe(201);
    await handled(2);
    // The event's webhook names its match: the sender goes there without reading the event back.
    expect(changes[1]).toEqual({ collection: 'match-events', id: goal.body.doc.id, operation: 'create', match: '7' });
    expect(reports[1]).toMatchObject({ alerts: [`goal:${goal.body.doc.id}`], sent: 2, gone: 0 });
    expect(received(fans.anita!).at(-1)).toMatchObject({
      title: 'GOAL! Alpha School 1–0 Beta School',
      body: "Goal by Ram Shrestha 23'",
      tag: 'match-7',
    });
    expect(received(fans.bikash!).at(-1)).toMatchObject({
      title: 'गोल! Alpha School १–० Beta School',
      body: 'गोल: Ram Shrestha, २३औँ मिनेटमा',
      url: '/ne/fixture/7',
    });
  });

  it('a repeated webhook, even two at once, sends nothing more', async () => {
    const before = sink.total();
    const body = JSON.stringify({ collection: 'matches', id: 7, operation: 'update' });
    const post = () =>
      fetch(receiverUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...signedHeaders(SECRET, body) },
        body,
      });
    await Promise.all([post(), post()]);
    await admin('PATCH', '/matches/7', { venue: 'Dasharath Stadium' });
    await handled(5);
    expect(sink.total()).toBe(before);
    expect(reports.slice(2).every((r) => r?.alerts.length === 0)).toBe(true);
  });

  it('full time, then a goal taken off: a correction', async () => {
    await admin('PATCH', '/matches/7', { status: 'completed', scoreHome: 1, scoreAway: 0 });
    await handled(6);
    expect(received(fans.anita!).at(-1)).toMatchObject({ title: 'Full time: Alpha School 1–0 Beta School' });
    const goalId = (await admin('GET', '/match-events?limit=1')).body.docs[0].id;
    await admin('DELETE', `/match-events/${goalId}`);
    await handled(7);
    expect(reports[6]).toMatchObject({ matchId: '7', alerts: [`correction:goal:${goalId}:1`], sent: 2 });
    expect(received(fans.anita!).map((m) => m.title)).toEqual([
      'Kick-off: Alpha School v Beta School',
      'GOAL! Alpha School 1–0 Beta School',
      'Full time: Alpha School 1–0 Beta School',
      'Correction: Alpha School 1–0 Beta School',
    ]);
    expect(sink.counts.get(path(fans.dipa!))).toBeUndefined();
  });

  it("an event's webhook that names its match is enough: the event is not read (one CMS request less a goal)", async () => {
    // No event 9999 exists: only the webhook's `match` leads the sender to match 7 (nothing new to say there).
    const named = await sender.onChange({ collection: 'match-events', id: 9999, operation: 'update', match: '7' });
    expect(named).toMatchObject({ matchId: '7', alerts: [] });
    // Without it the sender reads the event, finds none, and has no match to alert.
    expect(await sender.onChange({ collection: 'match-events', id: 9999, operation: 'update' })).toBeNull();
  });
});

describe('fan-out over many pages', () => {
  it('sends each subscription exactly one message when many requests share the chunks', async () => {
    const keys = newSubscriber();
    const subs = Array.from({ length: 240 }, (_, i) => ({
      id: String(1000 + i),
      endpoint: `${sink.origin}/push/many-${i}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      lang: 'en' as const,
      failures: i % 7 === 0 ? 1 : 0,
    }));
    let at = 0;
    const settled: string[] = [];
    const agent = sink.agent(16);
    const r = await fanOut({
      next: async () => (at < subs.length ? { subs: subs.slice(at, (at += 25)) } : null),
      message: () => '{"title":"x"}',
      requestOptions: () => ({ vapidDetails: null as unknown as undefined, TTL: 60 }),
      send: (sub, body, options, _origin, ms) => postPush(sub, body, options, agent, ms),
      policy: { loopback: true },
      limits: { concurrency: 16, perHost: 16, deadlineMs: 4000, breakerAfter: 8, window: 2 },
      settled: async (results) => void settled.push(...results.map((x) => x.sub.id)),
      latency: () => {},
      stop: { requested: false },
      log: () => {},
    });
    agent.destroy();
    expect(r.counts).toMatchObject({ sent: 240, failed: 0, gone: 0 });
    expect(settled.sort()).toEqual(subs.map((x) => x.id).sort());
    for (let i = 0; i < 240; i++) expect(sink.counts.get(`/push/many-${i}`)).toBe(1);
  });
});

describe('push threads (push-pool.ts)', () => {
  it('sends each request once from a thread, and refuses requests once its threads have ended', async () => {
    const pool = createPushPool({ threads: 2, perHost: 8, ca: sink.certPem });
    const keys = newSubscriber();
    const target = (i: number) => ({
      endpoint: `${sink.origin}/push/pool-${i}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    const options = { vapidDetails: null as unknown as undefined, TTL: 60 };
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => pool.post(target(i), '{"title":"x"}', options, sink.origin, 4000)),
    );
    expect(statuses).toEqual(Array(40).fill(201));
    for (let i = 0; i < 40; i++) expect(sink.counts.get(`/push/pool-${i}`)).toBe(1);
    // Keys no browser holds: -1, as on the sender's own thread.
    expect(
      await pool.post({ ...target(99), keys: { p256dh: 'bad', auth: 'bad' } }, 'x', options, sink.origin, 4000),
    ).toBe(-1);
    await pool.close();
    await expect(pool.post(target(100), 'x', options, sink.origin, 4000)).rejects.toThrow(/no push thread/);
    expect(sink.counts.get('/push/pool-100')).toBeUndefined();
  });
});
