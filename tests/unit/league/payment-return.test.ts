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
    expect(decideReturn(en, ret, none)).toEqual({ kind: 'fail', message: 'Payment failed or cancelled.' });
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

describe('verify (SPEC §7: PRN, PID, PS, RC, UID, BC, INI, P_AMT, R_AMT, DV, agreed true, formData)', () => {
  it('sends the return parameters, agreed and the booking as formData', () => {
    const body = verifyBody(gatewayReturn(), context());
    expect(body).toMatchObject({ ...gatewayReturn(), agreed: true });
    expect(Object.keys(body.formData)).toEqual([
      'name',
      'email',
      'phone',
      'ticketQty',
      'ticketNumbers',
      'week',
      'match_date',
      'matches',
      'venue',
      'amount',
    ]);
    expect(body.formData).toMatchObject({
      name: 'Sita',
      ticketQty: 2,
      ticketNumbers: [201, 202],
      week: 3,
      venue: 'Dhapakhel',
      amount: 2,
    });
    expect(body.formData.matches).toEqual([
      { id: '11', home: 'Everest', away: 'Kanchenjunga', kickoff: context().matchesForDay[0]!.kickoff },
    ]);
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
      'verified without numbers keeps ours (null)',
      { verified: true },
      { kind: 'verified', orderId: null, ticketNumbers: null, amount: null },
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
    expect(verifyAnswer(en, body)).toEqual(outcome);
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
