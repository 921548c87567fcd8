// The buyer's language on the demo API's orders (issue 17): pre-check takes an optional lang, the gateway returns a
// Nepali buyer to /ne/payment-response with the same strict signatures, and the confirmation e-mail is in Nepali.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrder, ensureTables, getOrder } from '../../../scripts/demo-api/payments-orders.ts';
import { buyer, matchDay, paymentsHarness, sign, verifyBody } from './payments-support.ts';

const { api, dataDir, post, activation, preCheck, startPayment, gateway } = paymentsHarness('payments-lang-test-');
const RU_NE = 'http://127.0.0.1:4321/ne/payment-response';

/** The body of an outbox e-mail, and its headers with the RFC 2047 words decoded. */
function mail(prn: string): { headers: string; body: string } {
  const eml = readFileSync(join(dataDir, 'outbox', `${prn}.eml`), 'utf8');
  const [head = '', ...rest] = eml.split('\r\n\r\n');
  const headers = head
    .replace(/\r\n /g, '')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_w, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
  return { headers, body: rest.join('\r\n\r\n') };
}

describe("pre-check takes the buyer's language", () => {
  beforeAll(() => void activation([{ date: matchDay(30), capacity: 50, bookedCount: 0 }]));
  it.each([
    ["'en'", 'en', 200],
    ["'ne'", 'ne', 200],
    ['null (as Payload sends an unset field): English', null, 200],
    ["another language ('fr')", 'fr', 400],
    ['a number', 1, 400],
    ["'NE' (the codes are lower case)", 'NE', 400],
  ])('%s', async (_name, lang, status) => {
    const res = await preCheck({ ...buyer(9), lang } as never, 1, matchDay(30));
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.message).toBe("lang must be 'en' or 'ne'.");
  });
});

it("a data folder from before the buyer's language gains it: its orders read as English", () => {
  const db = new DatabaseSync(':memory:');
  db.exec(`CREATE TABLE orders (prn TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT NOT NULL, created_at TEXT NOT NULL,
    amount REAL NULL, qty INTEGER NULL, status TEXT NOT NULL DEFAULT 'created', result TEXT NULL)`);
  db.prepare(
    "INSERT INTO orders (prn, name, email, phone, created_at) VALUES ('OLD1', 'A', 'a@example.com', '9800000000', '2026-01-01')",
  ).run();
  ensureTables(db);
  expect(getOrder(db, 'OLD1')?.lang).toBe('en');
  // …and the columns of the holds (issue 38): nothing held, never swept.
  expect(getOrder(db, 'OLD1')).toMatchObject({ held: 0, hold_until: null, next_check: null, day: null });
  const prn = createOrder(
    db,
    {
      name: 'B',
      email: 'b@example.com',
      phone: '9800000000',
      lang: 'ne',
      qty: 1,
      amount: 1,
      activationId: '1',
      dayId: null,
      day: '2026-01-02',
      holdUntil: Date.now() + 60_000,
    },
    Date.now(),
  );
  expect(getOrder(db, prn)).toMatchObject({ lang: 'ne', status: 'held', held: 1, day: '2026-01-02' });
  db.close();
});

describe('a Nepali buyer, end to end', () => {
  let date: string;
  beforeAll(() => {
    date = matchDay(10);
    // The home school and the ground have Nepali names in the CMS, the away school has none (issue 42).
    const home = api().store.create('teams', { team_name: 'Budhanilkantha School', team_name_ne: 'बूढानीलकण्ठ स्कुल' });
    const away = api().store.create('teams', { team_name: 'St. Xavier’s School' });
    const match = api().store.create('matches', {
      match_date: date,
      time: '14:00',
      venue: 'Dhapakhel Lalitpur Stadium',
      status: 'upcoming',
      week: 7,
      homeTeam: home.id,
      awayTeam: away.id,
    });
    activation([{ date, capacity: 50, bookedCount: 3, matches: [match.id], venue_ne: 'धापाखेल ललितपुर रङ्गशाला' }], 100);
  });

  it('returns to /ne/payment-response, signed, and a forged return is still refused', async () => {
    const who = { ...buyer(2), name: 'सीता शर्मा', lang: 'ne' };
    const p = await startPayment(who, 2, 'NSFL Week 7 tickets', RU_NE);
    const ret = await gateway(p.gatewayUrl, 'Pay', RU_NE);
    expect(ret.DV).toBe(sign({ ...ret, DV: '' }).DV);
    const forged = await post('/api/payments/verify', verifyBody({ ...ret, P_AMT: '0.01' }, who, 2, date));
    expect(forged.status).toBe(400);
    const res = await post('/api/payments/verify', verifyBody(ret, who, 2, date));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: true, ticketNumbers: [103, 104] });

    const { headers, body } = mail(p.prn);
    expect(headers).toContain('Content-Language: ne');
    expect(headers).toContain('From: नेपाल विद्यालय फुटबल लिग <');
    expect(headers).toContain(`Subject: तपाईंका खेलका टिकट: `);
    expect(headers).toContain(`(अर्डर ${p.prn})`);
    // RFC 2047: no encoded word longer than 75 characters.
    for (const w of readFileSync(join(dataDir, 'outbox', `${p.prn}.eml`), 'utf8').match(/=\?UTF-8\?B\?[^?]*\?=/g) ?? [])
      expect(w.length).toBeLessThanOrEqual(75);
    for (const text of [
      'प्रिय सीता शर्मा,',
      `अर्डर नम्बर: ${p.prn}`,
      'हप्ता: ७',
      'मैदान: धापाखेल ललितपुर रङ्गशाला',
      // The kick-off as the site writes it (issue 26): the part of the day, a whole hour without ':००'.
      '१. बूढानीलकण्ठ स्कुल विरुद्ध St. Xavier’s School, खेल सुरु दिउँसो २ बजे',
      'टिकट नम्बरहरू: #१०३, #१०४',
      'टिकट सङ्ख्या: २',
      'मूल्य: प्रति टिकट रु. १',
      'जम्मा भुक्तानी: रु. २',
      'यही इमेलले तपाईंको बुकिङ पक्का गर्छ।',
    ]) {
      expect(body).toContain(text);
    }
    // The date: Bikram Sambat first, the AD date beside it, Devanagari digits only.
    expect(body).toMatch(/मिति: \S+बार, [०-९]+ \S+ [०-९]{4} \([०-९]+ \S+ [०-९]{4}\)/);
    expect(body).not.toMatch(/Dear|Ticket numbers|Rs\./);
  });

  it('an order without lang is mailed in English, as before', async () => {
    const who = buyer(3);
    const p = await startPayment(who, 1);
    const ret = await gateway(p.gatewayUrl, 'Pay');
    expect((await post('/api/payments/verify', verifyBody(ret, who, 1, date))).status).toBe(200);
    const { headers, body } = mail(p.prn);
    expect(headers).not.toContain('Content-Language');
    expect(headers).toContain('Subject: Your match-day tickets for ');
    expect(body).toContain('Ticket numbers:  #105');
  });
});
