// Checkout amounts and the Fonepay merchant request (SPEC §7 writes and payment, §9 price and amount rules).
import { describe, expect, it } from 'vitest';
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
} from '../../../src/lib/league/payment.ts';
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
