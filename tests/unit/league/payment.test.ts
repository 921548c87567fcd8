// Checkout amounts and the Fonepay merchant request (SPEC §7 writes and payment, §9 price and amount rules).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/errors.ts';
import {
  answerField,
  gatewayAmount,
  gatewayDate,
  gatewayRedirect,
  hashRequest,
  orderReference,
  orderTotal,
  reference1,
  reference2,
  returnUrl,
  signedField,
} from '../../../src/lib/league/payment.ts';
import { answerAmount, preCheckBody, seatRefusal } from '../../../src/lib/league/pre-check.ts';
import { context } from '../support/ticket-factories.ts';
import { LEAGUE_ABBR } from '../../../src/consts.ts';
import { npt } from '../support/factories.ts';

describe('amounts (SPEC §9: price per ticket is Rs. 1; total is seats times price; amount sent with 2 decimals)', () => {
  it.each([
    ['one seat costs Rs. 1', 1, 1, '1.00'],
    ['five seats cost Rs. 5', 5, 5, '5.00'],
    ['no seats cost nothing', 0, 0, '0.00'],
  ])('%s', (_name, seats, total, amt) => {
    expect(orderTotal(seats)).toBe(total);
    expect(gatewayAmount(orderTotal(seats))).toBe(amt);
  });
});

describe('DT (SPEC §9: date sent as month/day/year)', () => {
  it.each([
    ['zero-padded MM/DD/YYYY', npt('2026-03-04T10:00'), '03/04/2026'],
    [
      'the Nepal date, not the UTC one (00:10 in Kathmandu is still the day before in UTC)',
      npt('2026-11-23T00:10'),
      '11/23/2026',
    ],
  ])('%s', (_name, now, dt) => {
    expect(gatewayDate(now)).toBe(dt);
  });
});

describe('reference fields (SPEC §5: reference text cut to 160 characters, the second to 50, the league abbreviation when missing)', () => {
  it.each([
    ['R1 is cut to 160 characters', () => reference1('x'.repeat(200)).length, 160],
    ['R2 is cut to 50 characters', () => reference2('y'.repeat(80)).length, 50],
    ['R2 defaults to the league abbreviation', () => reference2(''), LEAGUE_ABBR],
    ['R2 defaults to the league abbreviation when missing', () => reference2(null), LEAGUE_ABBR],
    [
      'commas and line breaks never reach the comma-joined signature',
      () => reference2('Sita, Sharma\nKTM'),
      'Sita Sharma KTM',
    ],
  ])('%s', (_name, get, expected) => {
    expect(get()).toBe(expected);
  });
  it('the reference names the week, day, count and ticket range', () => {
    expect(orderReference({ week: 3, day: '2026-11-24', seats: [201, 202, 203] })).toBe(
      `${LEAGUE_ABBR} Week 3 tickets 2026-11-24 x3 #201-203`,
    );
    expect(orderReference({ week: 3, day: '2026-11-24', seats: [7] })).toBe(
      `${LEAGUE_ABBR} Week 3 tickets 2026-11-24 x1 #7`,
    );
  });
});

describe('generate-hash body and gateway redirect (SPEC §7)', () => {
  const req = hashRequest({
    pid: 'NBQM',
    prn: 'P123',
    amount: 3,
    now: npt('2026-11-22T12:00'),
    r1: 'Tickets',
    r2: 'Sita',
    siteUrl: 'https://league.example/',
  });
  it('POST /api/payments/generate-hash gets pid, md P, prn, amt, crn NPR, dt, r1, r2 and ru', () => {
    expect(req).toEqual({
      pid: 'NBQM',
      md: 'P',
      prn: 'P123',
      amt: '3.00',
      crn: 'NPR',
      dt: '11/22/2026',
      r1: 'Tickets',
      r2: 'Sita',
      ru: 'https://league.example/payment-response',
    });
  });
  it('RU is the /payment-response route of the site', () => {
    expect(returnUrl('http://127.0.0.1:4205')).toBe('http://127.0.0.1:4205/payment-response');
  });
  it('the redirect carries PID, MD, AMT, CRN, DT, R1, R2, DV, RU, PRN', () => {
    const url = new URL(gatewayRedirect('http://127.0.0.1:4105/gateway/merchantRequest', req, 'DV1'));
    expect(url.pathname).toBe('/gateway/merchantRequest');
    expect([...url.searchParams.keys()]).toEqual(['PID', 'MD', 'AMT', 'CRN', 'DT', 'R1', 'R2', 'DV', 'RU', 'PRN']);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      PID: 'NBQM',
      MD: 'P',
      AMT: '3.00',
      CRN: 'NPR',
      DT: '11/22/2026',
      DV: 'DV1',
      RU: 'https://league.example/payment-response',
      PRN: 'P123',
    });
  });
  it('a gateway URL that already has a query keeps it', () => {
    expect(gatewayRedirect('https://gw.example/pay?x=1', req, 'DV1')).toMatch(
      /^https:\/\/gw\.example\/pay\?x=1&PID=NBQM/,
    );
  });
});

describe('answers (SPEC §7: pre-check reads prn, generate-hash reads dv)', () => {
  it.each([
    ['a text field', { prn: ' P1 ' }, 'prn', 'P1'],
    ['a number is read as text', { prn: 17 }, 'prn', '17'],
    ['missing: no prn returned', {}, 'prn', null],
    ['empty: no dv returned', { dv: '' }, 'dv', null],
    ['not an object', null, 'dv', null],
  ])('%s', (_name, body, key, value) => {
    expect(answerField(body, key)).toBe(value);
  });
});

// Issue 38: the DV joins the signed fields with commas; a comma or control character in one field could sign another
// request (a return URL on another host). The site never sends one, whatever the config or the server hands it.
describe('signed fields carry no comma or control character', () => {
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  const UNSIGNABLE = /[\u0000-\u001f\u007f,]/;
  const hostile = ['a,b', 'x\u0000y', 'line\nbreak', 'tab\there', 'del\u007f', ',,,', '\r\n,'];

  it.each(hostile.map((v) => [JSON.stringify(v), v]))('signedField(%s) has none left', (_l, v) => {
    expect(signedField(v)).not.toMatch(UNSIGNABLE);
  });

  it.each(hostile.map((v) => [JSON.stringify(v), v]))('no field of the hash request carries %s', (_l, v) => {
    const req = hashRequest({
      pid: `NB${v}QM`,
      prn: `P${v}1`,
      amount: 3,
      now: npt('2026-11-22T12:00'),
      r1: `Tickets${v}`,
      r2: `Sita${v}`,
      siteUrl: `https://league.example${v}`,
      returnPath: `/payment-response${v}`,
    });
    for (const [k, value] of Object.entries(req)) expect(value, k).not.toMatch(UNSIGNABLE);
  });

  it('a comma in the return address is written %2C, the same address to a browser', () => {
    expect(returnUrl('https://league.example/a,b', '/payment-response')).toBe(
      'https://league.example/a%2Cb/payment-response',
    );
  });

  it.each([
    ['a huge amount', 1e21],
    ['a fraction', 2.005],
    ['a negative amount', -3],
  ])('AMT from %s has no comma', (_l, amount) => {
    expect(gatewayAmount(amount)).not.toMatch(UNSIGNABLE);
    expect(
      hashRequest({ pid: 'P', prn: 'R', amount, now: 0, r1: '', r2: '', siteUrl: 'https://x.example' }).amt,
    ).not.toMatch(UNSIGNABLE);
  });

  it('DT is the Nepal date as MM/DD/YYYY: never a comma', () => {
    for (const now of [0, npt('2026-01-01T00:00'), npt('2099-12-31T23:59')])
      expect(gatewayDate(now)).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });
});

describe('pre-check (issue 38: the day, the quantity and the buyer; the server fixes the amount and holds the seats)', () => {
  it("sends name, e-mail, phone, the buyer's language, the day as the activation gives it and the seat count", () => {
    const body = preCheckBody(context({ prn: null }), 'ne');
    expect(body).toEqual({
      name: 'Sita',
      email: 'sita@example.com',
      phone: '9800000000',
      lang: 'ne',
      match_date: context().selectedDateISO,
      ticketQty: 2,
    });
    expect(body).not.toHaveProperty('replaces');
  });
  it("names the tab's earlier PRN as the one it replaces (its hold is released)", () => {
    expect(preCheckBody(context({ prn: 'PRN-OLD' }), 'en')).toMatchObject({ replaces: 'PRN-OLD', lang: 'en' });
  });
  it.each([
    ['a number', { amount: 3 }, 3],
    ['numeric text', { amount: '4' }, 4],
    ['missing', { prn: 'X' }, null],
    ['zero', { amount: 0 }, null],
    ['junk', { amount: 'lots' }, null],
    ['not an object', null, null],
  ])("reads the server's amount: %s", (_l, body, amount) => {
    expect(answerAmount(body)).toBe(amount);
  });

  const refusal = (body: unknown, status = 409) => new ApiError('http', 'u', 'x', status, 'server words', body);
  it.each([
    ['sold_out', { code: 'sold_out', available: 0, held: 0 }, { code: 'sold_out', available: 0 }],
    ['held', { code: 'held', available: 0, held: 6 }, { code: 'held', available: 0 }],
    ['remain', { code: 'remain', available: 2, held: 1 }, { code: 'remain', available: 2 }],
    ['not_on_sale', { code: 'not_on_sale' }, { code: 'not_on_sale', available: 0 }],
  ])('a 409 %s is read as why the seats could not be held', (_l, body, expected) => {
    expect(seatRefusal(refusal(body))).toEqual(expected);
  });
  it.each([
    ['a 409 with a code this site does not know', refusal({ code: 'weird' })],
    ['a 409 without a body', refusal(undefined)],
    ['a 400 with a known code', refusal({ code: 'sold_out' }, 400)],
    ['no answer', new ApiError('fetch', 'u', 'x')],
    ['not an API error', new TypeError('boom')],
  ])('%s is not a refusal (the generic message)', (_l, e) => {
    expect(seatRefusal(e)).toBeNull();
  });
});
