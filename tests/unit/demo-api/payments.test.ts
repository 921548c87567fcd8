// The demo API's payments over real HTTP: pre-check → generate-hash → sandbox gateway → verify, seats, outbox, races.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayRedirect } from '../../../src/lib/league/payment.ts';
import { RU, buyer, forms, gatewayDate, matchDay, paymentsHarness, sign, verifyBody } from './payments-support.ts';

const { api, dataDir, post, activation, dayOf, preCheck, startPayment, gateway } = paymentsHarness('payments-test-');

describe('a paid booking, end to end', () => {
  let act: { id: number | string };
  let date: string;
  let prn: string;
  let gatewayUrl: string;
  let body: ReturnType<typeof verifyBody>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the demo API: the tests assert its shape, typing it first would repeat the assertions
  let first: Record<string, any>;
  const who = buyer(1);

  beforeAll(async () => {
    date = matchDay(10);
    const home = api().store.create('teams', { team_name: 'Budhanilkantha School' });
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
    act = activation(
      [
        { date: matchDay(9), capacity: 50, bookedCount: 7 },
        { date, capacity: 50, bookedCount: 3, matches: [match.id] },
      ],
      100,
    );
  });

  it('shows the gateway page with the order, escaped, and Pay and Cancel buttons', async () => {
    const p = await startPayment(who, 2, 'NSFL <b>Week</b> 7 & more');
    prn = p.prn;
    // Pre-check held the two seats: no longer available, not yet booked.
    expect(dayOf(act.id, 1)).toMatchObject({ bookedCount: 3, heldCount: 2, availableCount: 45 });
    gatewayUrl = p.gatewayUrl;
    expect(prn).toMatch(/^[A-Z0-9]{3,25}$/);
    const res = await fetch(p.gatewayUrl);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain(prn);
    expect(html).toContain('NPR 2.00');
    expect(html).toContain('NSFL &lt;b&gt;Week&lt;/b&gt; 7 &amp; more');
    expect(html).toContain('Sita &quot;Tester&quot; &lt;1&gt;');
    expect(html).not.toContain('<b>Week');
    expect(forms(html).map((f) => [f.action, f.button])).toEqual([
      ['/gateway/pay', 'Pay'],
      ['/gateway/pay', 'Cancel'],
    ]);

    const ret = await gateway(p.gatewayUrl, 'Pay');
    expect(ret).toMatchObject({
      PRN: prn,
      PID: 'NBQM',
      PS: 'true',
      RC: 'successful',
      BC: 'FONEPAY',
      P_AMT: '2.0',
      R_AMT: '2.00',
    });
    expect(ret.UID).toMatch(/^\d+$/);
    expect(ret.DV).toBe(sign({ ...ret, DV: '' }).DV);
    body = verifyBody(ret, who, 2, date, [111, 112]);
  });

  it('verifies, allocates numbers after the earlier days and this day, and moves the counts by exactly the quantity', async () => {
    const res = await post('/api/payments/verify', body);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).not.toBe('*');
    first = res.body;
    // 100 (start) + 7 (earlier day) + 3 (this day) = 110: the browser's guess [111, 112] loses to the server.
    expect(first).toMatchObject({
      verified: true,
      status: 'booked',
      orderId: prn,
      ticketNumbers: [110, 111],
      amount: 2,
      ticketQty: 2,
      week: 7,
      match_date: date,
      venue: 'Dhapakhel Lalitpur Stadium',
      matches: [{ home: 'Budhanilkantha School', away: 'St. Xavier’s School', kickoff: '14:00' }],
      name: who.name,
      sentTo: 's•••@example.com',
    });
    // The answer names where the e-mail went, masked; it never carries the address or the phone number.
    expect(JSON.stringify(first)).not.toContain(who.email);
    expect(JSON.stringify(first)).not.toContain(who.phone);
    expect(dayOf(act.id, 1)).toMatchObject({ bookedCount: 5, heldCount: 0, availableCount: 45, status: 'open' });
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 7, availableCount: 43 });
  });

  it('writes the confirmation e-mail to the outbox', () => {
    const eml = readFileSync(join(dataDir, 'outbox', `${prn}.eml`), 'utf8');
    expect(eml).toMatch(/^From: .+\r\nTo: .*<sita1@example\.com>\r\n/);
    expect(eml).toMatch(/\r\nSubject: Your match-day tickets /);
    expect(eml).toMatch(/\r\nDate: /);
    for (const text of [
      prn,
      'Week:            7',
      'Budhanilkantha School vs St. Xavier’s School, kick-off 14:00',
      'Dhapakhel Lalitpur Stadium',
      '#110, #111',
      'Tickets:         2',
      'Rs. 1 each',
      'Total paid:      Rs. 2',
      'confirmed by this e-mail',
    ]) {
      expect(eml).toContain(text);
    }
  });

  it('answers the same PRN again with the first result, without even the masked e-mail, booking and mailing nothing more', async () => {
    const before = statSync(join(dataDir, 'outbox', `${prn}.eml`)).mtimeMs;
    const again = await post('/api/payments/verify', {
      ...body,
      formData: { ...body.formData, ticketQty: 2, ticketNumbers: [1, 2] },
    });
    expect(again.status).toBe(200);
    const { sentTo: _masked, ...stored } = first;
    expect(again.body).toEqual(stored);
    expect(dayOf(act.id, 1)).toMatchObject({ bookedCount: 5, availableCount: 45 });
    expect(statSync(join(dataDir, 'outbox', `${prn}.eml`)).mtimeMs).toBe(before);
  });

  it('will not take the same PRN twice at the gateway', async () => {
    const res = await fetch(gatewayUrl);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('already been paid');
  });
});

describe('refusals', () => {
  const date = matchDay(12);
  let act: { id: number | string };
  let paid: Record<string, string>;
  const who = buyer(2);
  beforeAll(async () => {
    act = activation([{ date, capacity: 20, bookedCount: 0 }]);
    paid = await gateway((await startPayment(who, 1)).gatewayUrl);
  });

  it('refuses a forged DV, a changed amount and an unknown PRN with 400 and books nothing', async () => {
    const cases = [
      { ...paid, DV: `${paid.DV!.slice(0, -2)}00` },
      { ...paid, UID: '999999' },
      { ...paid, P_AMT: '5.0', R_AMT: '5.00' }, // the browser's change, the gateway's DV kept
      sign({ ...paid, DV: '', P_AMT: '5.0', R_AMT: '5.00' }), // signed, but not the amount fixed on the PRN
      sign({ ...paid, DV: '', PRN: 'SFLNOSUCHORDER1' }),
    ];
    for (const ret of cases) {
      const res = await post('/api/payments/verify', verifyBody(ret, who, 1, date));
      expect(res.status, JSON.stringify(ret)).toBe(400);
      expect(res.body.verified).toBe(false);
      expect(typeof res.body.message).toBe('string');
    }
    // Nothing booked: the one seat is still only held.
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 0, heldCount: 1, availableCount: 19 });
    // The honest return books the order as pre-check fixed it, whatever the browser says it bought (issue 38: the
    // day and quantity were taken from formData before).
    const other = await post('/api/payments/verify', {
      ...verifyBody(paid, who, 3, matchDay(13)),
      agreed: false,
    });
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ ticketNumbers: [1], ticketQty: 1, match_date: date });
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 1, heldCount: 0, availableCount: 19 });
  });

  it('Cancel returns PS=false, RC=cancelled, signed, and verify refuses it', async () => {
    const ret = await gateway((await startPayment(who, 2)).gatewayUrl, 'Cancel');
    expect(ret).toMatchObject({ PS: 'false', RC: 'cancelled' });
    expect(ret.DV).toBe(sign({ ...ret, DV: '' }).DV);
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 1, heldCount: 2, availableCount: 17 });
    const res = await post('/api/payments/verify', verifyBody(ret, who, 2, date));
    expect(res.status).toBe(400);
    expect(res.body.verified).toBe(false);
    // The cancelled order's hold goes back on sale at once.
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 1, heldCount: 0, availableCount: 19 });
  });

  it('the gateway refuses a bad DV or an unknown PRN with an error page and no buttons', async () => {
    const p = await startPayment(who, 1);
    const u = new URL(p.gatewayUrl);
    u.searchParams.set('AMT', '0.50');
    const forged = await fetch(u);
    expect(forged.status).toBe(400);
    expect(forms(await forged.text())).toEqual([]);
    const unknown = new URL(p.gatewayUrl);
    unknown.searchParams.set('PRN', 'SFLNOSUCHORDER2');
    expect((await fetch(unknown)).status).toBe(400);
    const post = await fetch(`${api().url}/gateway/pay`, {
      method: 'POST',
      body: new URLSearchParams({ ...Object.fromEntries(u.searchParams), action: 'pay' }),
      redirect: 'manual',
    });
    expect(post.status).toBe(400);
  });

  it('checks pre-check and generate-hash input, and refuses a comma or a control character in any signed field', async () => {
    expect((await post('/api/payments/pre-check', { name: 'A', email: 'a@example.com' })).status).toBe(400);
    for (const qty of [0, 6, 1.5, '2', null]) expect((await preCheck(who, qty as number)).status).toBe(400);
    for (const day of ['', 'someday', null]) expect((await preCheck(who, 1, day as string)).status).toBe(400);
    expect((await post('/api/payments/pre-check', { name: 'A', email: 'not-mail', phone: '9800000000' })).status).toBe(
      400,
    );
    expect((await post('/api/payments/pre-check', '{"name":')).status).toBe(400);
    expect((await post('/api/payments/pre-check', '[1]')).status).toBe(400);
    const big = await post('/api/payments/pre-check', {
      name: 'x'.repeat(17 * 1024),
      email: 'a@example.com',
      phone: '9800000000',
    });
    expect(big.status).toBe(413);
    const { prn } = (await preCheck(who, 2)).body;
    const ok = {
      pid: 'NBQM',
      md: 'P',
      prn,
      amt: '2.00',
      crn: 'NPR',
      dt: gatewayDate(Date.now()),
      r1: 'r',
      r2: 'W',
      ru: RU,
    };
    for (const bad of [
      { pid: 'XXXX' },
      { md: 'Q' },
      { crn: 'USD' },
      { dt: '2025-05-09' },
      { amt: '2' },
      { amt: '6.00' },
      { amt: '1.50' },
      { amt: '-1.00' },
      { r1: 'x'.repeat(161) },
      { r2: 'x'.repeat(51) },
      { ru: 'ftp://x.example/r' },
      { ru: 'https://evil.example/payment-response' },
      { prn: 'NOPE' },
      { amt: 2 },
      // The DV joins the fields with commas: 'a,b' in R1 signs the same string as R1 'a' and R2 'b,…'.
      { r1: 'NSFL tickets,W' },
      { r2: 'Sita, Kathmandu' },
      { ru: `${RU}?x=1,2` },
      { dt: `${gatewayDate(Date.now())},` },
      { r1: 'line\nbreak' },
      { r2: 'tab\there' },
      { r1: 'nul\u0000' },
    ]) {
      const res = await post('/api/payments/generate-hash', { ...ok, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await post('/api/payments/generate-hash', ok)).status).toBe(200);
    expect((await post('/api/payments/generate-hash', ok)).status).toBe(200);
    // The amount is fixed on the PRN now.
    expect((await post('/api/payments/generate-hash', { ...ok, amt: '3.00' })).status).toBe(400);
  });
});

describe('seats running out', () => {
  it('five buyers at once for the last three seats: three holds, two told at pre-check, before paying', async () => {
    const date = matchDay(14);
    const act = activation([{ date, capacity: 100, bookedCount: 97 }]);
    const buyers = [3, 4, 5, 6, 7].map(buyer);
    const answers = await Promise.all(buyers.map((who) => preCheck(who, 1)));
    const held = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(held).toHaveLength(3);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'held', available: 0, held: 3 });
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 97, heldCount: 3, availableCount: 0, status: 'sold_out' });
    // Each of the three pays and is seated: the holds are exactly the seats left.
    const numbers: number[] = [];
    for (const a of held) {
      const prn = a.body.prn as string;
      const p = await startPaymentFor(prn, 1);
      const ret = await gateway(p);
      const res = await post('/api/payments/verify', ret);
      expect(res.status).toBe(200);
      numbers.push(...(res.body.ticketNumbers as number[]));
    }
    expect(numbers.sort((x, y) => x - y)).toEqual([98, 99, 100]);
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 100, heldCount: 0, availableCount: 0, status: 'sold_out' });
  });

  it("says how many seats remain when fewer than asked, and marks a day 'limited' at a tenth of capacity", async () => {
    const date = matchDay(15);
    const act = activation([{ date, capacity: 40, bookedCount: 35 }]);
    const a = buyer(8);
    const first = await gateway((await startPayment(a, 1)).gatewayUrl);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 4, heldCount: 1, status: 'limited' });
    const res = await preCheck(a, 5);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'remain', message: 'Only 4 seats remain for this date.', available: 4, held: 1 });
    expect((await post('/api/payments/verify', first)).status).toBe(200);
  });

  it('refuses a closed day and a date with no tickets on sale at pre-check', async () => {
    const closed = matchDay(16);
    activation([{ date: closed, capacity: 40, bookedCount: 0, status: 'closed' }]);
    const a = buyer(9);
    expect((await preCheck(a, 1, closed)).body).toMatchObject({ code: 'not_on_sale' });
    expect((await preCheck(a, 1, matchDay(40))).status).toBe(409);
    expect((await preCheck(a, 1, matchDay(-3))).status).toBe(409);
  });
});

/** generate-hash and the gateway for an order pre-checked already: the merchant request URL. */
async function startPaymentFor(prn: string, qty: number): Promise<string> {
  const req = {
    pid: 'NBQM',
    md: 'P' as const,
    prn,
    amt: qty.toFixed(2),
    crn: 'NPR' as const,
    dt: gatewayDate(Date.now()),
    r1: 'NSFL tickets',
    r2: 'W',
    ru: RU,
  };
  const hash = await post('/api/payments/generate-hash', req);
  expect(hash.status).toBe(200);
  return gatewayRedirect(`${api().url}/gateway/merchantRequest`, req, hash.body.dv as string);
}
