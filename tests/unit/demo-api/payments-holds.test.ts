// Issue 38 on the demo API over real HTTP: seats held at pre-check, holds that lapse and go back on sale, a paid return
// after the hold (booked if seats remain, else paid_unbooked with a refund owed), and the sweep that books an order
// whose buyer paid and never came back. The API's clock is moved on instead of waiting a quarter of an hour.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusAuth } from '../../../cms/plugin/src/rules/fonepay.ts';
import type { Order } from '../../../scripts/demo-api/payments-orders.ts';
import { buyer, config, matchDay, paymentsHarness } from './payments-support.ts';

const { api, dataDir, post, activation, dayOf, preCheck, later, sweep, startPayment, gateway } =
  paymentsHarness('payments-holds-test-');
const MINUTE = 60_000;
/** A row of the demo API's orders table. */
const order = (prn: string) => api().store.db.prepare('SELECT * FROM orders WHERE prn = ?').get(prn) as Order;
const mail = (prn: string) => readFileSync(join(dataDir, 'outbox', `${prn}.eml`), 'utf8');

describe('a hold', () => {
  it('takes its seats off sale for 15 minutes, then gives them back, and the order can no longer be signed', async () => {
    const act = activation([{ date: matchDay(5), capacity: 10, bookedCount: 7 }]);
    const pre = await preCheck(buyer(1), 2);
    expect(pre.status).toBe(200);
    expect(pre.body).toMatchObject({ amount: 2, ticketQty: 2, holdMinutes: 15 });
    expect(Date.parse(pre.body.holdExpiresAt) - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 1, heldCount: 2, bookedCount: 7 });
    // Another buyer sees what is really left.
    expect((await preCheck(buyer(2), 2)).body).toMatchObject({ code: 'remain', available: 1, held: 2 });

    expect(await later(14 * MINUTE)).toMatchObject({ released: 0 });
    expect(dayOf(act.id, 0)).toMatchObject({ heldCount: 2 });
    expect(await later(2 * MINUTE)).toMatchObject({ released: 1 });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 3, heldCount: 0, bookedCount: 7 });
    expect(order(pre.body.prn)).toMatchObject({ status: 'expired', held: 0 });

    const hash = await post('/api/payments/generate-hash', {
      pid: config.merchantId,
      md: 'P',
      prn: pre.body.prn,
      amt: '2.00',
      crn: 'NPR',
      dt: '01/02/2030',
      r1: 'r',
      r2: 'W',
      ru: 'http://127.0.0.1:4321/payment-response',
    });
    expect(hash.status).toBe(409);
    expect(hash.body.code).toBe('hold_expired');
  });

  it("survives a league's edit of the day made from a form read before the seats were held", async () => {
    const act = activation([{ date: matchDay(5), capacity: 10, bookedCount: 4 }]);
    // The league's editor reads the activation (6 on sale), then two buyers hold 3 seats while the form is open.
    const admin = { Authorization: 'users API-Key demo-admin-key' };
    const read = await fetch(`${api().url}/api/activate-ticket/${act.id}?depth=0`, { headers: admin });
    const form = (await read.json()) as {
      days: Array<Record<string, unknown>>;
    };
    expect((await preCheck(buyer(11), 2)).status).toBe(200);
    expect((await preCheck(buyer(12), 1)).status).toBe(200);
    // The save raises the seats on sale by 2 (a stand opened) and writes back the counts it read.
    const days = form.days.map((d) => ({ ...d, availableCount: 8, capacity: 12 }));
    const res = await fetch(`${api().url}/api/activate-ticket/${act.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...admin },
      body: JSON.stringify({ days }),
    });
    expect(res.status).toBe(200);
    // The holds stay, and the 2 new seats go on sale beside the 3 left: never the held seats again.
    expect(dayOf(act.id, 0)).toMatchObject({ capacity: 12, heldCount: 3, bookedCount: 4, availableCount: 5 });
  });

  it("pre-check with 'replaces' gives back this tab's earlier, unpaid hold before taking new seats", async () => {
    const act = activation([{ date: matchDay(6), capacity: 10, bookedCount: 6 }]);
    const who = buyer(3);
    const first = await preCheck(who, 3);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 1, heldCount: 3 });
    // Someone else's reference is not this buyer's to release.
    const stranger = await preCheck(buyer(4), 1, matchDay(6), { replaces: first.body.prn });
    expect(stranger.status).toBe(200);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 0, heldCount: 4 });
    const again = await preCheck(who, 3, matchDay(6), { replaces: first.body.prn });
    expect(again.status).toBe(200);
    expect(order(first.body.prn)).toMatchObject({ status: 'expired', held: 0 });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 0, heldCount: 4, bookedCount: 6 });
  });

  it('twenty buyers at once for ten seats: exactly ten seats held, never more, counts consistent', async () => {
    const act = activation([{ date: matchDay(7), capacity: 10, bookedCount: 0 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => preCheck(buyer(10 + i), 1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'held')).toBe(true);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 0, heldCount: 10, bookedCount: 0, status: 'sold_out' });
    // When the holds lapse the day is on sale again.
    await later(16 * MINUTE);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 10, heldCount: 0, status: 'open' });
  });
});

describe('paid after the hold lapsed', () => {
  it('is booked from the seats still available', async () => {
    const act = activation([{ date: matchDay(8), capacity: 10, bookedCount: 0 }]);
    const p = await startPayment(buyer(40), 2);
    await later(16 * MINUTE);
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 10, heldCount: 0 });
    const ret = await gateway(p.gatewayUrl);
    const res = await post('/api/payments/verify', ret);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verified: true, status: 'booked', ticketNumbers: [1, 2] });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 8, heldCount: 0, bookedCount: 2 });
  });

  it('with no seat left is paid_unbooked: told, owed a refund, e-mailed, never a failed payment', async () => {
    const act = activation([{ date: matchDay(9), capacity: 2, bookedCount: 0 }]);
    const late = buyer(41);
    const p = await startPayment({ ...late, lang: 'ne' }, 2);
    await later(16 * MINUTE);
    // Meanwhile the two seats are sold to someone else.
    const other = await startPayment(buyer(42), 2);
    expect((await post('/api/payments/verify', await gateway(other.gatewayUrl))).status).toBe(200);
    const ret = await gateway(p.gatewayUrl);
    const res = await post('/api/payments/verify', ret);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      verified: false,
      status: 'paid_unbooked',
      orderId: p.prn,
      transactionId: ret.UID,
      amount: 2,
      currency: 'NPR',
      ticketQty: 2,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/example\.com|9800000001/);
    expect(order(p.prn)).toMatchObject({ status: 'paid_unbooked', refund: 2, held: 0 });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 0, heldCount: 0, bookedCount: 2 });
    // The refund notice, in the buyer's language, names the reference and the amount.
    const eml = mail(p.prn);
    expect(eml).toContain('Content-Language: ne');
    expect(eml).toContain(p.prn);
    expect(eml).toContain('फिर्ता');
    // Again: the same answer, nothing booked.
    expect((await post('/api/payments/verify', ret)).body).toEqual(res.body);
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 2 });
    // The league sees whom it owes, and how much; the public does not.
    const owed = await fetch(`${api().url}/api/payments/orders?where[status][equals]=paid_unbooked`, {
      headers: { Authorization: 'users API-Key demo-admin-key' },
    });
    const list = (await owed.json()) as { docs: Array<Record<string, unknown>>; totalDocs: number; owed: number };
    expect(list).toMatchObject({ totalDocs: 1, owed: 2 });
    expect(list.docs[0]).toMatchObject({ prn: p.prn, email: late.email, refund: 2, status: 'paid_unbooked' });
    expect((await fetch(`${api().url}/api/payments/orders`)).status).toBe(403);
  });
});

describe('the sweep', () => {
  it('books and e-mails an order paid at the gateway whose buyer never came back, within a minute of the payment', async () => {
    const act = activation([{ date: matchDay(11), capacity: 20, bookedCount: 0 }]);
    const who = buyer(50);
    const p = await startPayment(who, 3);
    const ret = await gateway(p.gatewayUrl); // paid; the return is never opened
    expect(order(p.prn)).toMatchObject({ status: 'held' });
    // Before the first check is due nothing is asked.
    expect(await sweep()).toMatchObject({ checked: 0 });
    expect(await later(61_000)).toMatchObject({ checked: 1, booked: 1 });
    expect(order(p.prn)).toMatchObject({ status: 'booked', uid: ret.UID, next_check: null });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 17, heldCount: 0, bookedCount: 3 });
    expect(mail(p.prn)).toContain('#1, #2, #3');
    // The buyer's return, when it comes after all, gets the booking: no masked e-mail, no second booking.
    const res = await post('/api/payments/verify', ret);
    expect(res.body).toMatchObject({ status: 'booked', ticketNumbers: [1, 2, 3] });
    expect(res.body.sentTo).toBeUndefined();
    expect(dayOf(act.id, 0)).toMatchObject({ bookedCount: 3 });
  });

  it('keeps asking about an order not yet paid (every minute, then every ten), and books it once it is', async () => {
    activation([{ date: matchDay(12), capacity: 20, bookedCount: 0 }]);
    const p = await startPayment(buyer(51), 1);
    expect(await later(61_000)).toMatchObject({ checked: 1, booked: 0 });
    expect(await later(61_000)).toMatchObject({ checked: 1, booked: 0 });
    // The hold lapses at 15 minutes; the buyer pays at 25 (a slow bank app): seats remain, so he is booked.
    await later(23 * MINUTE);
    expect(order(p.prn)).toMatchObject({ status: 'expired' });
    await gateway(p.gatewayUrl);
    const report = await later(10 * MINUTE);
    expect(report).toMatchObject({ booked: 1 });
    expect(order(p.prn)).toMatchObject({ status: 'booked' });
  });

  it('does not touch an order cancelled at the gateway, beyond releasing its hold', async () => {
    const act = activation([{ date: matchDay(13), capacity: 20, bookedCount: 0 }]);
    const p = await startPayment(buyer(52), 2);
    const ret = await gateway(p.gatewayUrl, 'Cancel');
    expect((await post('/api/payments/verify', ret)).status).toBe(400);
    expect(order(p.prn)).toMatchObject({ status: 'failed', held: 0 });
    await later(61_000);
    expect(order(p.prn)).toMatchObject({ status: 'failed' });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 20, heldCount: 0, bookedCount: 0 });
  });

  it('releases at once the hold of a payment cancelled at the gateway whose buyer closed the tab', async () => {
    const act = activation([{ date: matchDay(15), capacity: 20, bookedCount: 0 }]);
    const p = await startPayment(buyer(53), 4);
    await gateway(p.gatewayUrl, 'Cancel'); // the return is never opened
    expect(dayOf(act.id, 0)).toMatchObject({ heldCount: 4 });
    await later(61_000);
    expect(order(p.prn)).toMatchObject({ status: 'failed', held: 0 });
    expect(dayOf(act.id, 0)).toMatchObject({ availableCount: 20, heldCount: 0 });
  });

  it('is admin only over HTTP', async () => {
    expect((await post('/api/payments/sweep', {})).status).toBe(403);
  });
});

describe("the sandbox's status check (Fonepay's server-to-server call)", () => {
  const path = '/gateway/api/merchant/merchantDetailsForThirdParty/txnVerification';
  const basic = `Basic ${Buffer.from(`${config.apiUsername}:${config.apiPassword}`).toString('base64')}`;
  const ask = (body: object, auth?: string, authorization = basic) => {
    const raw = JSON.stringify(body);
    return post(path, raw, {
      Authorization: authorization,
      auth: auth ?? statusAuth(config.secret, config.apiUsername, config.apiPassword, raw),
    });
  };

  it('answers pending, then success with the trace id, and refuses a wrong signature or password', async () => {
    activation([{ date: matchDay(14), capacity: 20, bookedCount: 0 }]);
    const p = await startPayment(buyer(60), 1);
    const q = { prn: p.prn, merchantCode: config.merchantId, amount: '1.00' };
    expect((await ask(q)).body).toMatchObject({ paymentStatus: 'pending', fonepayTraceId: null });
    const ret = await gateway(p.gatewayUrl);
    expect((await ask(q)).body).toMatchObject({ prn: p.prn, paymentStatus: 'success', fonepayTraceId: ret.UID });
    expect((await ask(q, 'f'.repeat(128))).status).toBe(401);
    expect((await ask(q, undefined, `Basic ${Buffer.from('x:y').toString('base64')}`)).status).toBe(401);
    expect((await ask({ ...q, amount: '5.00' })).status).toBe(400);
    expect((await ask({ ...q, prn: 'SFLNOSUCHORDER9' })).status).toBe(404);
  });
});
