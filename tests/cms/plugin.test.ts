// The league's plugin on real Payload (issue 41): the example CMS (cms/server.ts: Payload 3, SQLite, the demo season)
// is started with the plugin, and everything is asked over its REST API: the site's collections are public, orders are
// not; a push subscription to a host that is no push service and a comma in a signed payment field are refused; a
// team edited by the league sends the signed change webhook; a ticket is held, signed for, paid and booked once.
import { createServer, type IncomingMessage } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnDv, STATUS_RESOURCE, statusAuth } from '../../cms/plugin/src/rules/fonepay.ts';
import { verifyWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../cms/plugin/src/rules/webhook.ts';
import { freePort, NODE, ROOT, start, stop, waitForUrl } from '../../scripts/lib/proc.ts';

const SECRET = 'cms-test-webhook-secret';
const FONEPAY_SECRET = 'nsfl-demo-fonepay-shared-secret';
const ADMIN = { email: 'admin@league.example', password: 'cms-test-password-1' };
const work = mkdtempSync(join(tmpdir(), 'league-cms-test-'));
const received: Array<{ body: string; headers: IncomingMessage['headers'] }> = [];
/** PRNs the stand-in gateway says were paid, with their trace ids. */
const paidAtGateway = new Map<string, string>();
/** The change webhook's receiver, and a stand-in for Fonepay's status check (its `auth` checked by the shared rule). */
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    if (req.url === `/fonepay${STATUS_RESOURCE}`) {
      const signed = req.headers.auth === statusAuth(FONEPAY_SECRET, 'nsfl-demo-merchant', 'nsfl-demo-password', body);
      const prn = String(JSON.parse(body).prn);
      const uid = paidAtGateway.get(prn);
      res.writeHead(signed ? 200 : 401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ prn, paymentStatus: uid ? 'success' : 'pending', fonepayTraceId: uid ?? null }));
    } else {
      received.push({ body, headers: req.headers });
      res.writeHead(202).end();
    }
  });
});
let api = '';
let cms: ReturnType<typeof start> | undefined;

beforeAll(async () => {
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const hook = `${base}/hook`;
  const port = await freePort();
  api = `http://127.0.0.1:${port}/api`;
  cms = start(NODE, ['server.ts', '--port', String(port), '--data', join(work, 'data'), '--reseed'], {
    cwd: resolve(ROOT, 'cms'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      CMS_WEBHOOK_URLS: hook,
      REBUILD_WEBHOOK_SECRET: SECRET,
      CMS_ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_SITE_URL: 'http://127.0.0.1:4321',
      FONEPAY_STATUS_API: `${base}/fonepay`,
    },
  });
  await waitForUrl(`${api}/teams?limit=1`, 180_000);
}, 200_000);

afterAll(async () => {
  if (cms) await stop(cms);
  receiver.close();
  rmSync(work, { recursive: true, force: true });
});

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `JWT ${init.token}`);
  const res = await fetch(`${api}${path}`, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const post = (path: string, body: unknown, token?: string) =>
  call(path, { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) });
const key = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64url');

describe('the plugin on Payload', () => {
  it("serves the site's collections publicly, the demo season's eight teams among them, and no order", async () => {
    const teams = await call('/teams?limit=0&depth=0');
    expect(teams.status).toBe(200);
    expect(teams.body.totalDocs).toBe(8);
    expect((await call('/orders')).status).toBe(403);
    expect((await call('/push-subscriptions')).status).toBe(403);
  });

  it('refuses a push subscription to a host that is no browser push service, and takes one to FCM', async () => {
    const sub = (endpoint: string) => ({ endpoint, keys: { p256dh: key(65), auth: key(16) }, teams: [1], lang: 'en' });
    const refused = await post('/push-subscriptions', sub('https://push.example.com/send/1'));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('https://push.example.com is not a browser push service.');
    expect(JSON.stringify(refused.body)).toContain('"path":"endpoint"');
    const taken = await post('/push-subscriptions', sub('https://fcm.googleapis.com/fcm/send/cms-test'));
    expect(taken.status).toBe(201);
    expect(JSON.stringify(taken.body)).not.toContain(key(16));
  });

  it('takes the same browser subscribing again as an update of its subscription, and refuses a stranger', async () => {
    const token = String((await post('/users/login', ADMIN)).body.token);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/cms-resubscribe';
    const first = await post('/push-subscriptions', {
      endpoint,
      keys: { p256dh: key(65), auth: key(16) },
      teams: [1],
      lang: 'en',
    });
    expect(first.status).toBe(201);
    // The phone lost its saved id (site data cleared) and subscribes again: same endpoint, same auth secret.
    const again = await post('/push-subscriptions', {
      endpoint,
      keys: { p256dh: key(65), auth: key(16) },
      teams: [2, 3],
      lang: 'ne',
    });
    expect(again.status).toBe(200);
    expect(again.body.doc).toMatchObject({ id: (first.body.doc as { id: unknown }).id, teams: [2, 3], lang: 'ne' });
    expect(JSON.stringify(again.body)).not.toContain(key(16));
    // Someone who knows the endpoint but not the secret cannot take the alerts over.
    const stranger = Buffer.alloc(16, 9).toString('base64url');
    const taken = await post('/push-subscriptions', {
      endpoint,
      keys: { p256dh: key(65), auth: stranger },
      teams: [4],
      lang: 'en',
    });
    expect(taken.status).toBe(403);
    const stored = await call(`/push-subscriptions?where[endpoint][equals]=${encodeURIComponent(endpoint)}&depth=0`, {
      token,
    });
    expect(stored.body.totalDocs).toBe(1);
    expect((stored.body.docs as Array<{ teams: number[]; lang: string }>)[0]).toMatchObject({
      teams: [2, 3],
      lang: 'ne',
    });
  });

  it("limits each client's form submissions and subscriptions, and no other client's", async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const contact = (i: number) =>
      JSON.stringify({ name: `Fan ${i}`, email: `fan${i}@example.com`, phone: '9800000000', message: 'Hello' });
    const send = (address: string, i: number) =>
      fetch(`${api}/contacts`, {
        method: 'POST',
        body: contact(i),
        headers: { 'Content-Type': 'application/json', ...from(address) },
      });
    // FORM_RATE: 20 at once per client, then 10 a minute.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => send('203.0.113.7', i)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(201));
    const over = await send('203.0.113.7', 20);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toEqual({
      errors: [{ message: 'Too many submissions from this address. Please try again later.' }],
    });
    expect((await send('203.0.113.8', 21)).status).toBe(201);
    const token = String((await post('/users/login', ADMIN)).body.token);
    const stored = await call('/contacts?where[email][like]=fan&limit=0&depth=0', { token });
    expect(stored.body.totalDocs).toBe(21);
    // A signed-in league user is never limited.
    const league = await call('/contacts', { method: 'POST', body: contact(99), token, headers: from('203.0.113.7') });
    expect(league.status).toBe(201);
    // SUBSCRIBE_RATE: 20 at once per client; the 21st waits, and stores nothing.
    const subscribe = (i: number) =>
      call('/push-subscriptions', {
        method: 'POST',
        headers: from('198.51.100.4'),
        body: JSON.stringify({
          endpoint: `https://fcm.googleapis.com/fcm/send/rate-${i}`,
          keys: { p256dh: key(65), auth: key(16) },
          teams: [1],
          lang: 'en',
        }),
      });
    const subs = [];
    for (let i = 0; i < 21; i++) subs.push((await subscribe(i)).status);
    expect(subs).toEqual([...Array(20).fill(201), 429]);
    const refused = await call(
      '/push-subscriptions?where[endpoint][equals]=https://fcm.googleapis.com/fcm/send/rate-20',
      {
        token,
      },
    );
    expect(refused.body.totalDocs).toBe(0);
  });

  it('refuses a comma in a signed payment field', async () => {
    const r = await post('/payments/generate-hash', {
      pid: 'NBQM',
      md: 'P',
      prn: 'SFL1',
      amt: '1.00',
      crn: 'NPR',
      dt: '11/27/2026',
      r1: 'Week 9, two tickets',
      r2: 'Sita',
      ru: 'http://127.0.0.1:4321/payment-response',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('r1 may not contain a comma or a control character.');
  });

  it('sends the signed change webhook when the league edits a team', async () => {
    const login = await post('/users/login', ADMIN);
    expect(login.status).toBe(200);
    const token = String(login.body.token);
    const before = received.length;
    const edit = await call('/teams/3', { method: 'PATCH', body: JSON.stringify({ stadium: 'New Ground' }), token });
    expect(edit.status).toBe(200);
    // Sent once the save is committed, after the answer: waited for (50 ms a look, 10 s at most).
    for (let i = 0; i < 200 && received.length === before; i++) await new Promise((r) => setTimeout(r, 50));
    const sent = received.slice(before);
    expect(sent.map((s) => JSON.parse(s.body))).toEqual([{ collection: 'teams', id: 3, operation: 'update' }]);
    const verdict = verifyWebhook({
      secret: SECRET,
      rawBody: Buffer.from(sent[0]!.body),
      timestamp: sent[0]!.headers[TIMESTAMP_HEADER.toLowerCase()] as string,
      signature: sent[0]!.headers[SIGNATURE_HEADER.toLowerCase()] as string,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    expect(verdict).toEqual({ ok: true });
  });

  it('holds seats at pre-check, signs only the fixed amount, books a paid return once', async () => {
    const days = await call('/activate-ticket?where[isActive][equals]=true&depth=0');
    const doc = (
      days.body.docs as Array<{ days: Array<{ date: string; status: string; availableCount: number }> }>
    )[0]!;
    const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
    const day = doc.days.find((d) => d.date.slice(0, 10) > today && d.status !== 'closed' && d.availableCount >= 2)!;
    const held = await post('/payments/pre-check', {
      name: 'Sita Gurung',
      email: 'sita@example.com',
      phone: '9800000000',
      match_date: day.date,
      ticketQty: 2,
    });
    expect(held.status).toBe(200);
    const prn = String(held.body.prn);
    const fields = { pid: 'NBQM', md: 'P', prn, crn: 'NPR', dt: '11/27/2026', r1: 'tickets', r2: 'Sita' };
    const ru = 'http://127.0.0.1:4321/payment-response';
    const wrong = await post('/payments/generate-hash', { ...fields, amt: '1.00', ru });
    expect(wrong.status).toBe(400);
    const signed = await post('/payments/generate-hash', { ...fields, amt: '2.00', ru });
    expect(signed.status).toBe(200);
    expect(signed.body.dv).toMatch(/^[0-9a-f]{128}$/);
    const ret = { PRN: prn, PID: 'NBQM', PS: 'true', RC: 'successful', UID: '36001' };
    const full = { ...ret, BC: 'NCHL', INI: 'S', P_AMT: '2.0', R_AMT: '2.0' };
    const returned = { ...full, DV: returnDv(FONEPAY_SECRET, full) };
    const first = await post('/payments/verify', returned);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ verified: true, status: 'booked', ticketQty: 2 });
    // The confirmation went out through Payload's email adapter (the example's outbox), in the site's words.
    expect(first.body.sentTo).toBe('s•••@example.com');
    const mails = () => readdirSync(join(work, 'data', 'outbox')).filter((f) => f.startsWith(prn));
    expect(mails()).toEqual([`${prn}.eml`]);
    const mail = readFileSync(join(work, 'data', 'outbox', `${prn}.eml`), 'utf8');
    expect(mail).toContain('To: "Sita Gurung" <sita@example.com>');
    const numbers = (first.body.ticketNumbers as number[]).map((n) => `#${n}`).join(', ');
    expect(mail).toContain(`Ticket numbers:  ${numbers}`);
    expect(mail).toContain(`Order ID:        ${prn}`);
    const again = await post('/payments/verify', returned);
    expect(again.body.ticketNumbers).toEqual(first.body.ticketNumbers);
    // A replay is answered from the order, names no address and sends nothing again.
    expect(again.body.sentTo).toBeUndefined();
    expect(mails()).toHaveLength(1);
    const token = String((await post('/users/login', ADMIN)).body.token);
    const order = await call(`/orders?where[prn][equals]=${prn}&depth=0`, { token });
    expect((order.body.docs as Array<{ mailed: number | null }>)[0]!.mailed).toBeGreaterThan(0);
    const after = await call('/activate-ticket?where[isActive][equals]=true&depth=0');
    const row = (after.body.docs as (typeof doc)[])[0]!.days.find((d) => d.date === day.date)!;
    expect(row.availableCount).toBe(day.availableCount - 2);
  });

  it("sells a day's last seats once to a rush of buyers: no seat held twice, the rest refused", async () => {
    const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
    const active = await call('/activate-ticket?where[isActive][equals]=true&depth=0');
    type Day = { date: string; status: string; availableCount: number; heldCount: number };
    const days = (active.body.docs as Array<{ days: Day[] }>)[0]!.days;
    const day = days
      .filter((d) => d.date.slice(0, 10) >= today && ['open', 'limited'].includes(d.status) && d.availableCount > 0)
      .sort((a, b) => a.availableCount - b.availableCount)[0]!;
    const buyers = day.availableCount + 6;
    const answers = await Promise.all(
      Array.from({ length: buyers }, (_, i) =>
        post('/payments/pre-check', {
          name: `Buyer ${i}`,
          email: `buyer${i}@example.com`,
          phone: '9800000000',
          match_date: day.date,
          ticketQty: 1,
        }),
      ),
    );
    const held = answers.filter((a) => a.status === 200);
    expect(held).toHaveLength(day.availableCount);
    expect(new Set(held.map((a) => a.body.prn)).size).toBe(day.availableCount);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(6);
    const after = await call('/activate-ticket?where[isActive][equals]=true&depth=0');
    const row = (after.body.docs as Array<{ days: Day[] }>)[0]!.days.find((d) => d.date === day.date)!;
    expect(row).toMatchObject({ availableCount: 0, heldCount: day.heldCount + day.availableCount });
  });

  it('keeps the seats buyers took while the league edited the day: a stale form does not put them on sale again', async () => {
    const token = String((await post('/users/login', ADMIN)).body.token);
    type Row = { id: string; date: string; status: string; availableCount: number; heldCount: number; venue: string };
    const read = async () =>
      (await call('/activate-ticket?where[isActive][equals]=true&depth=0', { token })).body.docs as Array<{
        id: number;
        days: Row[];
      }>;
    // The league opens the activation (its form holds these rows) ...
    const [form] = await read();
    const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
    const row = form!.days.find((d) => d.date.slice(0, 10) > today && d.availableCount >= 3 && d.status !== 'closed')!;
    // ... a buyer holds two seats of that day meanwhile ...
    const held = await post('/payments/pre-check', {
      name: 'Maya',
      email: 'maya@example.com',
      phone: '9800000002',
      match_date: row.date,
      ticketQty: 2,
    });
    expect(held.status).toBe(200);
    // ... and the league saves its form: a new venue, and the counts it read before the hold.
    const edited = form!.days.map((d) => (d.id === row.id ? { ...d, venue: 'Dasharath Stadium' } : d));
    const saved = await call(`/activate-ticket/${form!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ days: edited }),
      token,
    });
    expect(saved.status).toBe(200);
    const after = (await read())[0]!.days.find((d) => d.id === row.id)!;
    expect(after.venue).toBe('Dasharath Stadium');
    expect(after.heldCount).toBe(row.heldCount + 2);
    expect(after.availableCount).toBe(row.availableCount - 2);
    // A day whose form said N on sale has N-2 left for the next buyer, not N: the held seats are not sold twice.
    const left = await post('/payments/pre-check', {
      name: 'Ram',
      email: 'ram@example.com',
      phone: '9800000003',
      match_date: row.date,
      ticketQty: 1,
    });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ ticketQty: 1 });
    const final = (await read())[0]!.days.find((d) => d.id === row.id)!;
    expect(final).toMatchObject({ heldCount: row.heldCount + 3, availableCount: row.availableCount - 3 });
  });

  it('sweeps: a lapsed hold goes back on sale, and an order paid at the gateway whose buyer never came back is booked', async () => {
    const token = String((await post('/users/login', ADMIN)).body.token);
    expect((await post('/payments/sweep', {})).status).toBe(403);
    const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
    const active = await call('/activate-ticket?where[isActive][equals]=true&depth=0');
    type Day = { date: string; status: string; availableCount: number };
    const day = (active.body.docs as Array<{ days: Day[] }>)[0]!.days.find(
      (d) => d.date.slice(0, 10) > today && ['open', 'limited'].includes(d.status) && d.availableCount >= 5,
    )!;
    const hold = async () => {
      const r = await post('/payments/pre-check', {
        name: 'Hari',
        email: 'hari@example.com',
        phone: '9800000001',
        match_date: day.date,
        ticketQty: 1,
      });
      const prn = String(r.body.prn);
      const f = { pid: 'NBQM', md: 'P', prn, amt: '1.00', crn: 'NPR', dt: '11/27/2026', r1: 'x', r2: 'y' };
      expect(
        (await post('/payments/generate-hash', { ...f, ru: 'http://127.0.0.1:4321/payment-response' })).status,
      ).toBe(200);
      return prn;
    };
    const abandoned = await hold();
    const paid = await hold();
    paidAtGateway.set(paid, '36999');
    // The league moves both orders' hold and next check into the past, as the clock would.
    const moved = await call(`/orders?where[prn][in]=${abandoned},${paid}`, {
      method: 'PATCH',
      body: JSON.stringify({ hold_until: 1, next_check: 1 }),
      token,
    });
    expect(moved.status).toBe(200);
    const report = await call('/payments/sweep', { method: 'POST', body: '{}', token });
    expect(report.body).toEqual({ released: 2, checked: 2, booked: 1, unbooked: 0, failed: 0, mailed: 0 });
    const orders = await call(`/orders?where[prn][in]=${abandoned},${paid}&depth=0`, { token });
    const statusOf = (prn: string) =>
      (orders.body.docs as Array<{ prn: string; status: string }>).find((o) => o.prn === prn)!.status;
    expect(statusOf(paid)).toBe('booked');
    expect(statusOf(abandoned)).toBe('expired');
    // The buyer who never came back is e-mailed his tickets all the same; the abandoned order is not.
    expect(existsSync(join(work, 'data', 'outbox', `${paid}.eml`))).toBe(true);
    expect(existsSync(join(work, 'data', 'outbox', `${abandoned}.eml`))).toBe(false);
    const after = await call('/activate-ticket?where[isActive][equals]=true&depth=0');
    const row = (after.body.docs as Array<{ days: Day[] }>)[0]!.days.find((d) => d.date === day.date)!;
    expect(row.availableCount).toBe(day.availableCount - 1);
  });
  it('sends a settlement e-mail again while it is due: the sweep finds one that never went; one that fails waits', async () => {
    const token = String((await post('/users/login', ADMIN)).body.token);
    const booked = await call('/orders?where[status][equals]=booked&where[mailed][exists]=true&limit=1&depth=0', {
      token,
    });
    const prn = String((booked.body.docs as Array<{ prn: string }>)[0]!.prn);
    const file = join(work, 'data', 'outbox', `${prn}.eml`);
    expect(existsSync(file)).toBe(true);
    const mark = async () =>
      (
        await call(`/orders?where[prn][equals]=${prn}`, {
          method: 'PATCH',
          body: JSON.stringify({ mailed: null, mail_due: 1 }),
          token,
        })
      ).status;
    const dueAt = async () =>
      (
        (await call(`/orders?where[prn][equals]=${prn}&depth=0`, { token })).body.docs as Array<{
          mail_due: number | null;
        }>
      )[0]!.mail_due;
    // A send that fails (the outbox refuses a second file for an order, as a mail server may refuse the message) is
    // due again two minutes later, behind the rest, and does not count as mailed.
    expect(await mark()).toBe(200);
    const before = Date.now();
    expect((await call('/payments/sweep', { method: 'POST', body: '{}', token })).body).toMatchObject({ mailed: 0 });
    expect(await dueAt()).toBeGreaterThanOrEqual(before + 2 * 60_000);
    // The mail server lost it, and the order is left as a failed send leaves it: not mailed, due (its time passed).
    rmSync(file);
    expect(await mark()).toBe(200);
    const report = await call('/payments/sweep', { method: 'POST', body: '{}', token });
    expect(report.body).toMatchObject({ mailed: 1 });
    expect(readFileSync(file, 'utf8')).toContain(`Order ID:        ${prn}`);
    const order = await call(`/orders?where[prn][equals]=${prn}&depth=0`, { token });
    expect((order.body.docs as Array<{ mailed: number | null; mail_due: number | null }>)[0]).toMatchObject({
      mail_due: null,
    });
    // Sent: the next sweep sends nothing again.
    expect((await call('/payments/sweep', { method: 'POST', body: '{}', token })).body).toMatchObject({ mailed: 0 });
  });
});
