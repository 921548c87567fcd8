// The payment-response decision table (SPEC §4 payment-response rules, in order; §5 required return parameters; §7 verify).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/lib/api/errors.ts';
import {
  RETURN_PARAMS,
  decideReturn,
  readReturn,
  verifyAnswer,
  verifyBody,
  verifyFailure,
  verifyRetryable,
  kickoffOn,
  successRecord,
  type GatewayReturn,
} from '../../../src/lib/league/payment-return.ts';
import { context, gatewayReturn } from '../support/ticket-factories.ts';
import { ticketsText } from '../../../src/i18n/texts/tickets.ts';

// The English page's words (the SPEC's), which the page gives the rules.
const en = ticketsText.en.response.messages;

const none = () => ({ verified: false, inFlight: false });
const without = (key: keyof GatewayReturn, over: Partial<GatewayReturn> = {}) => {
  const r: Partial<GatewayReturn> = { ...gatewayReturn(), ...over };
  delete r[key];
  return r;
};

describe('payment-response rules (SPEC §4, in order)', () => {
  it.each(RETURN_PARAMS.map((k) => [k]))("missing %s: 'Missing required parameters.'", (k) => {
    expect(decideReturn(en, without(k), none)).toEqual({ kind: 'fail', message: 'Missing required parameters.' });
  });
  it.each([
    ["PS false: 'Payment failed or cancelled.'", gatewayReturn({ PS: 'false' })],
    ["RC not 'successful': 'Payment failed or cancelled.'", gatewayReturn({ RC: 'failed' })],
    ["RC 'cancelled': 'Payment failed or cancelled.'", gatewayReturn({ RC: 'cancelled', PS: 'false' })],
    [
      'a cancel that leaves other fields out still reads as cancelled (the buyer cancelled)',
      without('UID', { PS: 'false', RC: 'cancel' }),
    ],
  ])('%s', (_name, ret) => {
    expect(decideReturn(en, ret, none)).toMatchObject({ kind: 'fail', message: 'Payment failed or cancelled.' });
  });
  it('a complete failed or cancelled return is handed back, for the server to release its held seats', () => {
    const ret = gatewayReturn({ RC: 'cancelled', PS: 'false' });
    expect(decideReturn(en, ret, none)).toEqual({ kind: 'fail', message: 'Payment failed or cancelled.', unpaid: ret });
    expect(decideReturn(en, without('UID', { PS: 'false', RC: 'cancel' }), none)).not.toHaveProperty('unpaid');
  });
  it('PS missing: the required-parameter check speaks first', () => {
    expect(decideReturn(en, without('PS'), none)).toEqual({ kind: 'fail', message: 'Missing required parameters.' });
  });
  it('already verified (session flag): skip the call and go to /success', () => {
    expect(decideReturn(en, gatewayReturn(), () => ({ verified: true, inFlight: true }))).toEqual({ kind: 'success' });
  });
  it('a session flag guards against posting the same order twice: wait for the call in flight', () => {
    expect(decideReturn(en, gatewayReturn(), () => ({ verified: false, inFlight: true }))).toEqual({
      kind: 'wait',
      prn: 'PRN123',
    });
  });
  it('PS true and RC successful, not yet verified: verify', () => {
    expect(decideReturn(en, gatewayReturn({ PS: 'TRUE', RC: 'Successful' }), none)).toMatchObject({
      kind: 'verify',
      params: { PRN: 'PRN123' },
    });
  });
  it('flags are asked for the return PRN', () => {
    const asked: string[] = [];
    decideReturn(en, gatewayReturn({ PRN: 'X9' }), (prn) => (asked.push(prn), { verified: false, inFlight: false }));
    expect(asked).toEqual(['X9']);
  });
  it('reads the return query, an empty value counting as missing', () => {
    const q = new URLSearchParams({ ...gatewayReturn(), UID: ' ', extra: 'x' });
    const ret = readReturn(q);
    expect(ret.UID).toBeUndefined();
    expect(Object.keys(ret)).not.toContain('extra');
    expect(decideReturn(en, ret, none)).toEqual({ kind: 'fail', message: 'Missing required parameters.' });
  });
});

describe('verify from the signed return alone (issue 38: PRN, PID, PS, RC, UID, BC, INI, P_AMT, R_AMT, DV)', () => {
  it('sends the ten return parameters and nothing the tab kept (no formData, no buyer, no agreed flag)', () => {
    const body = verifyBody({ ...gatewayReturn(), extra: 'x' } as GatewayReturn);
    expect(body).toEqual(gatewayReturn());
    expect(Object.keys(body)).toEqual(['PRN', 'PID', 'PS', 'RC', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT', 'DV']);
    expect(JSON.stringify(body)).not.toMatch(/formData|email|phone|sita@example\.com/);
  });

  const booked = {
    verified: true,
    status: 'booked',
    orderId: 'PRN123',
    transactionId: 'T1',
    ticketNumbers: [7, 8],
    ticketQty: 2,
    pricePerTicket: 1,
    amount: 2,
    currency: 'NPR',
    week: 4,
    match_date: '2026-11-24T06:15:00.000Z',
    venue: 'Dasharath Stadium',
    matches: [
      { home: 'Everest', away: 'Makalu', kickoff: '2026-11-24T08:15:00.000Z' },
      { home: null, away: 'Lhotse', kickoff: '14:00' },
    ],
    name: 'Sita Sharma',
    message: 'Booked',
    sentTo: 's•••@example.com',
  };
  const verified = verifyAnswer(en, booked);

  it("reads a booked answer: the server's order, day, venue, matches, holder, amount and masked address", () => {
    expect(verified).toEqual({
      kind: 'verified',
      orderId: 'PRN123',
      ticketNumbers: [7, 8],
      amount: 2,
      week: 4,
      matchDate: '2026-11-24T06:15:00.000Z',
      venue: 'Dasharath Stadium',
      matches: [
        { home: 'Everest', away: 'Makalu', kickoff: '2026-11-24T08:15:00.000Z' },
        { home: 'TBD', away: 'Lhotse', kickoff: '14:00' },
      ],
      name: 'Sita Sharma',
      sentTo: 's•••@example.com',
    });
  });

  it('an unmasked address in sentTo is not taken (a full e-mail never reaches storage)', () => {
    expect(verifyAnswer(en, { ...booked, sentTo: 'sita@example.com' })).toMatchObject({ sentTo: null });
  });

  it("paid_unbooked (200, verified false) is its own outcome: the reference's order and the amount owed", () => {
    expect(
      verifyAnswer(en, {
        verified: false,
        status: 'paid_unbooked',
        orderId: 'PRN9',
        transactionId: 'T9',
        amount: 3,
        currency: 'NPR',
        ticketQty: 3,
        match_date: '2026-11-24',
        message: 'Refund due',
      }),
    ).toEqual({ kind: 'unbooked', orderId: 'PRN9', amount: 3 });
  });

  it.each([
    ["'14:00' on a Nepal day", '14:00', '2026-11-24T06:15:00.000Z', '2026-11-24T08:15:00.000Z'],
    [
      "'9:05' early in the Nepal day (the day before in UTC)",
      '9:05',
      '2026-11-23T18:30:00.000Z',
      '2026-11-24T03:20:00.000Z',
    ],
    ['an instant stays', '2026-11-24T08:15:00.000Z', '2026-11-24', '2026-11-24T08:15:00.000Z'],
    ['other text stays as written', '2:00 PM', '2026-11-24', '2:00 PM'],
    ['no day: the text stays', '14:00', null, '14:00'],
    ['no kickoff', null, '2026-11-24', null],
  ])('a kickoff from the answer: %s', (_l, kickoff, day, expected) => {
    expect(kickoffOn(kickoff, day)).toBe(expected);
  });

  describe('the success record', () => {
    if (verified.kind !== 'verified') throw new Error('expected a booked answer');
    it('in a fresh browser (no booking in the tab): entirely from the answer, no e-mail or phone', () => {
      const r = successRecord('PRN123', verified, null);
      expect(r).toEqual({
        orderId: 'PRN123',
        selectedSeats: [7, 8],
        matchesForDay: [
          {
            id: '1',
            home: 'Everest',
            away: 'Makalu',
            homeLogo: null,
            awayLogo: null,
            kickoff: '2026-11-24T08:15:00.000Z',
            week: 4,
          },
          // The CMS's wall-clock '14:00' on the match day (Nepal), as an instant each language formats.
          {
            id: '2',
            home: 'TBD',
            away: 'Lhotse',
            homeLogo: null,
            awayLogo: null,
            kickoff: '2026-11-24T08:15:00.000Z',
            week: 4,
          },
        ],
        week: 4,
        selectedDateISO: '2026-11-24T06:15:00.000Z',
        venue: 'Dasharath Stadium',
        userInfo: { name: 'Sita Sharma' },
        amount: 2,
        sentTo: 's•••@example.com',
      });
      expect(JSON.stringify(r)).not.toMatch(/9800000000|sita@example/);
    });
    it("with this PRN's booking in the tab: the tab's matches (with their logos), the rest the server's", () => {
      const ctx = context({ prn: 'PRN123', matchesForDay: [{ ...context().matchesForDay[0]!, homeLogo: '/e.png' }] });
      const r = successRecord('PRN123', verified, ctx);
      expect(r.matchesForDay).toEqual(ctx.matchesForDay);
      expect(r).toMatchObject({ selectedSeats: [7, 8], week: 4, venue: 'Dasharath Stadium', amount: 2 });
      expect(r.userInfo).toEqual({ name: 'Sita Sharma' });
    });
    it("another PRN's booking in the tab lends nothing", () => {
      const r = successRecord('PRN123', verified, context({ prn: 'OTHER', selectedSeats: [1], venue: 'Elsewhere' }));
      expect(r.matchesForDay.map((m) => m.home)).toEqual(['Everest', 'TBD']);
      expect(r).toMatchObject({ selectedSeats: [7, 8], venue: 'Dasharath Stadium' });
    });
    it("a sparse answer: this PRN's booking fills in; without one, the defaults (TXN-{PRN}, week 1)", () => {
      const sparse = verifyAnswer(en, { verified: true });
      if (sparse.kind !== 'verified') throw new Error('expected verified');
      expect(successRecord('PRN123', sparse, context())).toMatchObject({
        orderId: 'TXN-PRN123',
        selectedSeats: [201, 202],
        week: 3,
        venue: 'Dhapakhel',
        userInfo: { name: 'Sita' },
        amount: 2,
      });
      expect(successRecord('X1', sparse, null)).toMatchObject({
        orderId: 'TXN-X1',
        selectedSeats: [],
        week: 1,
        venue: 'Dhapakhel Lalitpur Stadium',
        userInfo: { name: '' },
      });
    });
  });

  it.each([
    [
      "on a verified result: the order id and the server's ticket numbers",
      { verified: true, orderId: 'ORD-1', ticketNumbers: [7, 8], amount: 2 },
      { kind: 'verified', orderId: 'ORD-1', ticketNumbers: [7, 8], amount: 2 },
    ],
    [
      'ticket numbers sent as text are read',
      { verified: true, orderId: 12, ticketNumbers: ['#7', '8'] },
      { kind: 'verified', orderId: '12', ticketNumbers: [7, 8], amount: null },
    ],
    [
      'verified without numbers keeps none (null)',
      { verified: true, week: -2, matches: 'x', venue: ' ' },
      { kind: 'verified', orderId: null, ticketNumbers: null, amount: null, week: null, matches: null, venue: null },
    ],
    [
      "a result that is not verified: 'Payment verification failed.'",
      { verified: false, message: 'Bad signature' },
      { kind: 'not-verified', message: 'Payment verification failed.', detail: 'Bad signature' },
    ],
    [
      'verified must be true, not truthy',
      { verified: 'yes' },
      { kind: 'not-verified', message: 'Payment verification failed.', detail: null },
    ],
  ])('%s', (_name, body, outcome) => {
    expect(verifyAnswer(en, body)).toMatchObject(outcome);
  });
  it.each([
    [
      'a forged return refused by the server (400) is not verified',
      new ApiError('http', 'u', 'x', 400, 'Invalid DV'),
      { kind: 'not-verified', message: 'Payment verification failed.', detail: 'Invalid DV' },
    ],
    [
      "not enough seats left (409) is not verified, with the server's words",
      new ApiError('http', 'u', 'x', 409, 'Only 1 seats remain'),
      { kind: 'not-verified', message: 'Payment verification failed.', detail: 'Only 1 seats remain' },
    ],
    [
      "a thrown error (no answer): 'Payment verification error.'",
      new ApiError('fetch', 'u', 'x'),
      { kind: 'error', message: 'Payment verification error.' },
    ],
    [
      "a timeout: 'Payment verification error.'",
      new ApiError('timeout', 'u', 'x'),
      { kind: 'error', message: 'Payment verification error.' },
    ],
    [
      "a server fault (500): 'Payment verification error.'",
      new ApiError('http', 'u', 'x', 500),
      { kind: 'error', message: 'Payment verification error.' },
    ],
    [
      "anything else thrown: 'Payment verification error.'",
      new TypeError('boom'),
      { kind: 'error', message: 'Payment verification error.' },
    ],
  ])('%s', (_name, e, outcome) => {
    expect(verifyFailure(en, e)).toEqual(outcome);
  });
  it.each([
    ['no answer at all (fetch) is asked again', new ApiError('fetch', 'u', 'x'), true],
    [
      'an unreadable answer (parse) is asked again: the server keeps its first result',
      new ApiError('parse', 'u', 'x'),
      true,
    ],
    ['a server fault (502) is asked again', new ApiError('http', 'u', 'x', 502), true],
    ['a refusal (400) is final', new ApiError('http', 'u', 'x', 400, 'Invalid DV'), false],
    ['no seats left (409) is final', new ApiError('http', 'u', 'x', 409), false],
    ['a timeout is final: the buyer has waited already', new ApiError('timeout', 'u', 'x'), false],
    ['a bug in our code is final', new TypeError('boom'), false],
  ])('verify retry: %s', (_name, e, retry) => {
    expect(verifyRetryable(e)).toBe(retry);
  });
});
