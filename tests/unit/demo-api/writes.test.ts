// The demo API's writes over real HTTP: public form posts, private submissions, admin CRUD and the signed rebuild webhook.
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../../server/webhook.ts';
import { serve } from '../support/http.ts';
import { ADMIN, getJson, postJson, startWithFixtures, type TestServer } from './support.ts';

type Hook = { headers: IncomingHttpHeaders; body: string };
const SECRET = 'hook-secret';
const hooks: Hook[] = [];
let waiters: Array<() => void> = [];
let receiver: Awaited<ReturnType<typeof serve>>;
let s: TestServer;

beforeAll(async () => {
  receiver = await serve((req, res) => {
    let body = '';
    req
      .on('data', (c) => {
        body += c;
      })
      .on('end', () => {
        hooks.push({ headers: req.headers, body });
        res.writeHead(202).end();
        waiters.forEach((w) => w());
        waiters = [];
      });
  });
  s = await startWithFixtures({ webhookUrl: `${receiver.url}/hook`, webhookSecret: SECRET });
});
afterAll(async () => {
  await s.cleanup();
  await receiver.close();
});

const nextHook = async (count: number): Promise<Hook> => {
  while (hooks.length < count) await new Promise<void>((ok) => waiters.push(ok));
  return hooks[count - 1] as Hook;
};

const contact = {
  name: 'Asha Shrestha',
  email: 'asha@example.com',
  phone: '9800000000',
  message: 'Hello',
  agreeToTerms: true,
};
const registration = {
  teamName: 'Delta School',
  teamEstablished: '1999',
  teamPlayersNumber: 12,
  coachLeaderName: 'Coach D',
  email: 'd@example.com',
  phone: '01-5550000',
  location: 'Pokhara',
  message: '',
  agreeToTerms: true,
};

describe('public form posts', () => {
  it('stores a contact message and answers 201 {doc, message}', async () => {
    const r = await postJson(`${s.api}/contacts`, contact);
    expect(r.status).toBe(201);
    expect(r.body.message).toBe('Contact successfully created.');
    expect(r.body.doc).toMatchObject({ ...contact, id: expect.any(Number) });
    expect(Date.parse(r.body.doc.createdAt)).not.toBeNaN();
    expect(s.store.get('contacts', r.body.doc.id)).toMatchObject(contact);
  });

  it('stores subscribers, sponsor applications and registrations', async () => {
    expect((await postJson(`${s.api}/subscribers`, { email: 'fan@example.com' })).body.message).toBe(
      'Subscriber successfully created.',
    );
    const sponsor = {
      companyName: 'Himal Tea',
      contactPerson: 'Mina',
      email: 'mina@himal.example',
      phone: '98',
      agreeToTerms: true,
    };
    const sp = await postJson(`${s.api}/sponsor-applications`, sponsor);
    expect(sp.status).toBe(201);
    expect(sp.body.doc).toMatchObject({ ...sponsor, address: null, website: null, message: null });
    const reg = await postJson(`${s.api}/registrations`, registration);
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe('Registration successfully created.');
  });

  it('refuses invalid fields with 400 in Payload shape, naming each field', async () => {
    const r = await postJson(`${s.api}/contacts`, { name: '  ', email: 'not-an-email', phone: '98', message: 'x' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      errors: [
        {
          name: 'ValidationError',
          message: 'The following fields are invalid: name, email',
          data: {
            collection: 'contacts',
            errors: [
              { path: 'name', message: 'This field is required.' },
              { path: 'email', message: 'Please enter a valid email address.' },
            ],
          },
        },
      ],
    });
  });

  it.each([
    [
      'agreeToTerms false',
      'sponsor-applications',
      { companyName: 'C', contactPerson: 'P', email: 'c@p.co', phone: '1', agreeToTerms: false },
      'agreeToTerms',
    ],
    ['too few players', 'registrations', { ...registration, teamPlayersNumber: 10 }, 'teamPlayersNumber'],
    ['too many players', 'registrations', { ...registration, teamPlayersNumber: 21 }, 'teamPlayersNumber'],
    ['fractional players', 'registrations', { ...registration, teamPlayersNumber: 11.5 }, 'teamPlayersNumber'],
    ['name over 200 characters', 'contacts', { ...contact, name: 'n'.repeat(201) }, 'name'],
    ['message over 5000 characters', 'contacts', { ...contact, message: 'm'.repeat(5001) }, 'message'],
    ['email that is a number', 'subscribers', { email: 42 }, 'email'],
    ['missing email', 'subscribers', {}, 'email'],
  ])('%s → 400 naming the field', async (_label, collection, body, path) => {
    const r = await postJson(`${s.api}/${collection}`, body);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(`The following field is invalid: ${path}`);
    expect(r.body.errors[0].data.errors[0].path).toBe(path);
  });

  it('refuses malformed JSON, non-objects, non-JSON bodies and bodies over 64 KB', async () => {
    const bad = await postJson(`${s.api}/contacts`, '{"name": ');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toMatch(/not valid JSON/);
    expect((await postJson(`${s.api}/contacts`, '[1,2]')).status).toBe(400);
    const form = await getJson(`${s.api}/contacts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(form.status).toBe(415);
    const big = await postJson(`${s.api}/contacts`, { ...contact, message: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.errors[0].message).toMatch(/too large/);
  });
});

describe('private collections', () => {
  it.each(['contacts', 'subscribers', 'sponsor-applications', 'registrations'])(
    '%s cannot be read, changed or deleted by the public',
    async (c) => {
      const refused = { status: 403, body: { errors: [{ message: 'You are not allowed to perform this action.' }] } };
      expect(await getJson(`${s.api}/${c}`)).toMatchObject(refused);
      expect(await getJson(`${s.api}/${c}/1`)).toMatchObject(refused);
      expect(await postJson(`${s.api}/${c}/1`, { email: 'x@y.z' }, {}, 'PATCH')).toMatchObject(refused);
      expect(await getJson(`${s.api}/${c}/1`, { method: 'DELETE' })).toMatchObject(refused);
    },
  );

  it('the admin may read submissions', async () => {
    await postJson(`${s.api}/contacts`, contact);
    const r = await getJson(`${s.api}/contacts?where[email][equals]=asha@example.com`, { headers: ADMIN });
    expect(r.status).toBe(200);
    expect(r.body.totalDocs).toBeGreaterThanOrEqual(1);
    expect(r.body.docs[0]).toMatchObject(contact);
  });
});

describe('admin writes', () => {
  it('refuses content writes without the key or with a wrong one', async () => {
    const before = hooks.length;
    expect((await postJson(`${s.api}/teams`, { team_name: 'X' })).status).toBe(403);
    expect(
      (await postJson(`${s.api}/teams`, { team_name: 'X' }, { Authorization: 'users API-Key wrong' })).status,
    ).toBe(403);
    expect(
      (await postJson(`${s.api}/teams/1`, { team_name: 'X' }, { Authorization: 'Bearer test-admin-key' }, 'PATCH'))
        .status,
    ).toBe(403);
    expect((await getJson(`${s.api}/teams/1`, { method: 'DELETE' })).status).toBe(403);
    expect(s.store.get('teams', 1)?.team_name).toBe('Alpha School');
    expect(hooks.length).toBe(before);
  });

  it('creates, updates and deletes with the key, each change posting a signed webhook', async () => {
    const created = await postJson(
      `${s.api}/teams?depth=1`,
      { team_name: 'Delta School', foundedYear: 2001, team_logo: 1, players: [4], bogus: 'dropped' },
      ADMIN,
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Team successfully created.');
    const id = created.body.doc.id;
    expect(created.body.doc).toMatchObject({
      team_name: 'Delta School',
      foundedYear: 2001,
      stadium: null,
      team_logo: { id: 1 },
      players: [{ id: 4 }],
    });
    expect(created.body.doc).not.toHaveProperty('bogus');

    const hook = await nextHook(1);
    expect(JSON.parse(hook.body)).toEqual({ collection: 'teams', id, operation: 'create' });
    const ts = hook.headers['x-webhook-timestamp'] as string;
    expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(60);
    expect(hook.headers['x-webhook-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET).update(`${ts}.${hook.body}`).digest('hex')}`,
    );
    expect(
      verifyWebhook({
        secret: SECRET,
        rawBody: Buffer.from(hook.body),
        timestamp: ts,
        signature: hook.headers['x-webhook-signature'] as string,
        nowSeconds: Math.floor(Date.now() / 1000),
      }),
    ).toEqual({ ok: true });

    const updated = await postJson(`${s.api}/teams/${id}?depth=0`, { stadium: 'Delta Ground' }, ADMIN, 'PATCH');
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Updated successfully.',
      doc: { id, team_name: 'Delta School', stadium: 'Delta Ground', team_logo: 1 },
    });
    expect(Date.parse(updated.body.doc.updatedAt)).toBeGreaterThan(Date.parse(created.body.doc.updatedAt));
    expect(JSON.parse((await nextHook(2)).body)).toEqual({ collection: 'teams', id, operation: 'update' });

    const deleted = await getJson(`${s.api}/teams/${id}`, { method: 'DELETE', headers: ADMIN });
    expect(deleted).toMatchObject({
      status: 200,
      body: { message: 'Deleted successfully.', doc: { id, stadium: 'Delta Ground' } },
    });
    expect(JSON.parse((await nextHook(3)).body)).toEqual({ collection: 'teams', id, operation: 'delete' });
    expect((await getJson(`${s.api}/teams/${id}`)).status).toBe(404);
  });

  it('checks field types and relationships on admin writes', async () => {
    const r = await postJson(
      `${s.api}/players`,
      { name: 'Typo', goals: 'seven', team: 77, height: { feet: 'tall' } },
      ADMIN,
    );
    expect(r.status).toBe(400);
    expect(r.body.errors[0].data.errors.map((e: { path: string }) => e.path)).toEqual(['height.feet', 'goals', 'team']);
    expect((await postJson(`${s.api}/players/999`, { name: 'Ghost' }, ADMIN, 'PATCH')).status).toBe(404);
  });

  it('patches keep the other fields and merge groups', async () => {
    const r = await postJson(
      `${s.api}/players/2?depth=0`,
      { height: { inches: 11 }, dateofbirth: '2009-06-02' },
      ADMIN,
      'PATCH',
    );
    expect(r.status).toBe(200);
    expect(r.body.doc).toMatchObject({
      name: 'Hari Rai',
      goals: 7,
      height: { feet: 6, inches: 11 },
      dateofbirth: '2009-06-02T00:00:00.000Z',
    });
  });
});
