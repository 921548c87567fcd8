// The demo API's goal-alert collections over HTTP, on its real database: who may create, read, change and delete a push
// subscription (docs/deploying.md, "Goal alerts"), and the unique claim of an alert.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, start, type TestServer } from './support.ts';
import { newSubscriber } from '../alerts/decrypt.ts';

let api: TestServer;
const fan = newSubscriber();
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
let id = 0;

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${api.api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON the tests assert
  return { status: res.status, body: (await res.json()) as any };
};
const holder = (endpoint = ENDPOINT, auth = fan.auth) => ({ 'X-Push-Endpoint': endpoint, 'X-Push-Auth': auth });
const subscription = (over: Record<string, unknown> = {}) => ({
  endpoint: ENDPOINT,
  keys: { p256dh: fan.p256dh, auth: fan.auth },
  teams: [1],
  lang: 'ne',
  ...over,
});

beforeAll(async () => {
  api = await start();
  api.store.create('teams', { team_name: 'Alpha School' }, { id: 1 });
  api.store.create('teams', { team_name: 'Beta School' }, { id: 2 });
});
afterAll(() => api?.cleanup());

describe('push-subscriptions', () => {
  it('anyone creates one; the answer shows no endpoint or keys', async () => {
    const r = await call('POST', '/push-subscriptions', subscription());
    expect(r.status).toBe(201);
    expect(r.body.doc).toMatchObject({ teams: [1], lang: 'ne' });
    expect(JSON.stringify(r.body)).not.toContain(fan.auth);
    expect(JSON.stringify(r.body)).not.toContain('push.example.org');
    id = r.body.doc.id;
    // What is stored: the endpoint, its keys, the schools, the language, and nothing else.
    const stored = api.store.get('push-subscriptions', id)!;
    expect(Object.keys(stored).sort()).toEqual([
      'createdAt',
      'endpoint',
      'failures',
      'id',
      'keys',
      'lang',
      'teams',
      'updatedAt',
    ]);
  });

  it('refuses bad input', async () => {
    for (const bad of [
      subscription({ endpoint: 'http://push.example.org/x' }),
      subscription({ endpoint: 'javascript:alert(1)' }),
      subscription({ keys: { p256dh: 'short', auth: fan.auth } }),
      subscription({ keys: { p256dh: fan.p256dh, auth: 'x' } }),
      subscription({ teams: [] }),
      subscription({ teams: [99] }),
      subscription({ lang: 'fr' }),
    ])
      expect((await call('POST', '/push-subscriptions', bad)).status).toBe(400);
  });

  it('nobody but the admin reads them', async () => {
    expect((await call('GET', '/push-subscriptions')).status).toBe(403);
    expect((await call('GET', `/push-subscriptions/${id}`)).status).toBe(403);
    expect((await call('GET', `/push-subscriptions/${id}`, undefined, holder())).status).toBe(403);
    const r = await call('GET', '/push-subscriptions?where[teams][in]=1,2', undefined, ADMIN);
    expect(r.status).toBe(200);
    expect(r.body.docs[0].endpoint).toBe(ENDPOINT);
  });

  it('subscribing again from the same browser updates it; another auth cannot take it over', async () => {
    const again = await call('POST', '/push-subscriptions', subscription({ teams: [1, 2], lang: 'en' }));
    expect(again.status).toBe(200);
    expect(again.body.doc).toMatchObject({ id, teams: [1, 2], lang: 'en' });
    const other = newSubscriber();
    const stranger = await call(
      'POST',
      '/push-subscriptions',
      subscription({ keys: { p256dh: other.p256dh, auth: other.auth } }),
    );
    expect(stranger.status).toBe(403);
  });

  it('only the holder of endpoint and auth, or the admin, changes or deletes it', async () => {
    expect((await call('PATCH', `/push-subscriptions/${id}`, { teams: [2] })).status).toBe(403);
    expect(
      (await call('PATCH', `/push-subscriptions/${id}`, { teams: [2] }, holder(ENDPOINT, newSubscriber().auth))).status,
    ).toBe(403);
    expect(
      (await call('PATCH', `/push-subscriptions/${id}`, { teams: [2] }, holder('https://push.example.org/send/other')))
        .status,
    ).toBe(403);
    const ok = await call(
      'PATCH',
      `/push-subscriptions/${id}`,
      { teams: [2], endpoint: 'https://evil.example/x' },
      holder(),
    );
    expect(ok.status).toBe(200);
    expect(api.store.get('push-subscriptions', id)).toMatchObject({ teams: [2], endpoint: ENDPOINT });
    expect((await call('DELETE', `/push-subscriptions/${id}`)).status).toBe(403);
    expect((await call('DELETE', `/push-subscriptions/${id}`, undefined, holder())).status).toBe(200);
    expect(api.store.get('push-subscriptions', id)).toBeUndefined();
    // A missing one answers as a wrong secret does: nobody learns which ids exist.
    expect((await call('DELETE', `/push-subscriptions/${id}`, undefined, holder())).status).toBe(403);
    const again = await call('POST', '/push-subscriptions', subscription());
    expect((await call('DELETE', `/push-subscriptions/${again.body.doc.id}`, undefined, ADMIN)).status).toBe(200);
  });
});

describe('push-alerts', () => {
  it('admin only, and a key is claimed once even when two claims race', async () => {
    expect((await call('POST', '/push-alerts', { key: '7:kickoff', match: 7 })).status).toBe(403);
    expect((await call('GET', '/push-alerts')).status).toBe(403);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/push-alerts', { key: '7:goal:3', match: 7, event: 3, sig: 's' }, ADMIN),
      ),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const list = await call('GET', '/push-alerts?where[event][equals]=3', undefined, ADMIN);
    expect(list.body.docs).toHaveLength(1);
    expect(list.body.docs[0]).toMatchObject({ key: '7:goal:3', match: '7', event: '3' });
  });
});
