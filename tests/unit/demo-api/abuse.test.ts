// Abuse of the demo API's public write and payment endpoints, over real HTTP: oversized, malformed and mistyped bodies,
// repeated submits, forged and replayed gateway returns. Each gets a clear answer and changes nothing it should not.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buyer, matchDay, paymentsHarness, sign, verifyBody } from './payments-support.ts';

const { api, dataDir, post, activation, dayOf, preCheck, startPayment, gateway } = paymentsHarness('abuse-test-');
const rows = (collection: string) => api().store.all(collection).length;
const contact = { name: 'Sita Sharma', email: 'sita@example.com', phone: '9800000001', message: 'Hello' };
const outbox = () => {
  try {
    return readdirSync(join(dataDir, 'outbox')).length;
  } catch {
    return 0;
  }
};

/** A raw request (node:http), so a body can lie about its length or stream past every limit. */
function raw(path: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(api().url + path);
    const req = request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('public form endpoints', () => {
  const endpoints = ['/api/contacts', '/api/subscribers', '/api/sponsor-applications', '/api/registrations'];

  it.each(endpoints)(
    '%s: malformed, non-object, non-JSON, deeply nested and oversized bodies are refused, and nothing is stored',
    async (path) => {
      const collection = path.split('/').pop()!;
      const before = rows(collection);
      const cases: Array<[string | unknown, number, Record<string, string>?]> = [
        ['{"name": ', 400],
        ['[1, 2]', 400],
        ['"text"', 400],
        ['null', 400],
        ['', 400],
        ['['.repeat(30_000) + ']'.repeat(30_000), 400],
        [{ ...contact, message: 'x'.repeat(70 * 1024) }, 413],
        ['name=x', 415, { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ];
      for (const [body, status, headers] of cases) {
        const res = await post(path, body, headers);
        expect(res.status, String(body).slice(0, 40)).toBe(status);
        expect(typeof res.body.errors[0].message).toBe('string');
      }
      expect(rows(collection)).toBe(before);
    },
  );

  it('a body that streams past every limit is cut off with 413, and the server keeps serving', async () => {
    const res = await raw(
      '/api/contacts',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      Buffer.alloc(5 * 1024 * 1024, 'a'),
    );
    expect(res.status).toBe(413);
    expect((await fetch(`${api().url}/api/health`)).status).toBe(200);
  });

  it('keeps only the form fields: no chosen id or dates, no extra fields, no prototype pollution', async () => {
    const body = `{"name":"Sita","email":"sita@example.com","phone":"1","message":"m","id":999,"createdAt":"1999-01-01T00:00:00.000Z","role":"admin","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`;
    const res = await post('/api/contacts', body);
    expect(res.status).toBe(201);
    const stored = api().store.get('contacts', res.body.doc.id)!;
    expect(stored.id).not.toBe(999);
    expect(String(stored.createdAt)).not.toMatch(/^1999/);
    expect(Object.keys(stored).sort()).toEqual([
      'agreeToTerms',
      'createdAt',
      'email',
      'id',
      'message',
      'name',
      'phone',
      'updatedAt',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses fields of the wrong type, one message per field', async () => {
    const before = rows('contacts');
    const res = await post('/api/contacts', { name: ['A'], email: { a: 1 }, phone: 1, message: true });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].data.errors.map((e: { path: string }) => e.path)).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ]);
    expect(rows('contacts')).toBe(before);
  });

  it('a repeated subscription (another click, another case) answers success and keeps one row', async () => {
    const before = rows('subscribers');
    for (const email of ['twice@example.com', 'twice@example.com', ' TWICE@example.com ']) {
      expect((await post('/api/subscribers', { email })).status).toBe(201);
    }
    expect(rows('subscribers')).toBe(before + 1);
  });

  it('forty messages sent at once are forty rows: none lost, none doubled', async () => {
    const before = rows('contacts');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post('/api/contacts', { ...contact, message: `burst ${i}` })),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(rows('contacts')).toBe(before + 40);
    expect(new Set(answers.map((a) => a.body.doc.id)).size).toBe(40);
  });
});

describe('payment endpoints', () => {
  it('pre-check, generate-hash and verify refuse bad bodies with a clear answer', async () => {
    for (const path of ['/api/payments/pre-check', '/api/payments/generate-hash', '/api/payments/verify']) {
      for (const [body, status, headers] of [
        ['{"a":', 400],
        ['[1]', 400],
        ['null', 400],
        [{ x: 'y'.repeat(17 * 1024) }, 413],
        ['a=b', 415, { 'Content-Type': 'text/plain' }],
      ] as Array<[unknown, number, Record<string, string>?]>) {
        const res = await post(path, body, headers);
        expect(res.status, `${path} ${String(body).slice(0, 20)}`).toBe(status);
        expect(typeof res.body.message).toBe('string');
      }
    }
  });

  it('a paid return with a mistyped field is refused and books nothing; what the browser says it bought is ignored', async () => {
    const date = matchDay(20);
    const act = activation([{ date, capacity: 30, bookedCount: 0 }]);
    const who = buyer(31);
    const paid = await gateway((await startPayment(who, 1)).gatewayUrl);
    const honest = verifyBody(paid, who, 1, date);
    const bad: unknown[] = [
      { ...honest, PRN: ['a'] },
      { ...honest, DV: { toString: 'x' } },
      { ...honest, UID: 36001 },
      { ...honest, PS: true },
    ];
    for (const body of bad) {
      const res = await post('/api/payments/verify', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.verified).not.toBe(true);
    }
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 0, heldCount: 1, availableCount: 29 });
    // A booking the browser mistyped, or never sent, does not matter: the order fixed it at pre-check.
    const ok = await post('/api/payments/verify', {
      ...honest,
      formData: { ...honest.formData, ticketQty: 1e9, match_date: 'soon' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ticketQty: 1, match_date: date });
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 1, heldCount: 0, availableCount: 29 });
  });

  it('a replayed return (again, with another buyer, more tickets, or ten at once) gets the first answer and books nothing more', async () => {
    const date = matchDay(21);
    const act = activation([{ date, capacity: 30, bookedCount: 0 }]);
    const who = buyer(32);
    const paid = await gateway((await startPayment(who, 2)).gatewayUrl);
    const first = await post('/api/payments/verify', verifyBody(paid, who, 2, date));
    expect(first.status).toBe(200);
    const mails = outbox();
    const replays = [
      verifyBody(paid, who, 2, date),
      verifyBody(paid, buyer(99), 2, date),
      verifyBody(paid, who, 5, date),
      verifyBody(paid, who, 2, matchDay(22)),
    ];
    const answers = [
      ...(await Promise.all(Array.from({ length: 10 }, () => post('/api/payments/verify', replays[0])))),
      ...(await Promise.all(replays.map((r) => post('/api/payments/verify', r)))),
    ];
    const { sentTo, ...stored } = first.body;
    expect(sentTo).toBe('s•••@example.com');
    for (const a of answers) expect(a).toEqual(expect.objectContaining({ status: 200, body: stored }));
    expect(first.body).toMatchObject({ ticketQty: 2 });
    // A replayed return names the holder, never his e-mail or phone (issue 38).
    for (const a of answers) expect(JSON.stringify(a.body)).not.toMatch(/example\.com|9800000001/);
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 2, availableCount: 28 });
    expect(outbox()).toBe(mails);
  });

  it("a return forged from another order's (a different PRN, a success on a cancelled order) is refused and books nothing", async () => {
    const date = matchDay(23);
    const act = activation([{ date, capacity: 30, bookedCount: 0 }]);
    const who = buyer(33);
    const paidA = await gateway((await startPayment(who, 1)).gatewayUrl);
    const cancelledB = await gateway((await startPayment(who, 1)).gatewayUrl, 'Cancel');
    const forged: Array<Record<string, string>> = [
      { ...paidA, PRN: cancelledB.PRN ?? '' }, // A's signature on B's reference
      { ...cancelledB, PS: 'true', RC: 'successful' }, // B's signature, its result changed
      { ...cancelledB, PS: 'true', RC: 'successful', DV: paidA.DV ?? '' }, // and A's signature on top
    ];
    for (const ret of forged) {
      const res = await post('/api/payments/verify', verifyBody(ret, who, 1, date));
      expect(res.status).toBe(400);
      expect(res.body.verified).toBe(false);
    }
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 0 });
    expect(sign({ ...cancelledB, DV: '' }).DV).toBe(cancelledB.DV); // the sandbox signed what it sent
    void api;
  });

  it('pre-check issues a fresh reference every time: a hundred asks, a hundred distinct PRNs of Fonepay length', async () => {
    activation([{ date: matchDay(24), capacity: 500, bookedCount: 0 }]);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => preCheck(buyer(100 + i), 1)));
    const prns = answers.map((a) => a.body.prn as string);
    expect(new Set(prns).size).toBe(100);
    for (const p of prns) expect(p).toMatch(/^[A-Z0-9]{3,25}$/);
  });
});
