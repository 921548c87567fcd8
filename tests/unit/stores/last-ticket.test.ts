import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLastTicket, ticketExpired, ticketFacts } from '../../../src/lib/league/last-ticket.ts';
import type { SuccessRecord } from '../../../src/lib/league/success-record.ts';
import { npt, nptIso } from '../support/factories.ts';
import { context } from '../support/ticket-factories.ts';

const KEY = 'nsfl:last-ticket';
/** The factory's match day is 2026-11-23 (Nepal); this is the evening before it. */
const BEFORE = npt('2026-11-22T20:00');

function record(over: Partial<SuccessRecord> = {}): SuccessRecord {
  const { amount: _a, prn: _p, userInfo, ...rest } = context();
  return { ...rest, userInfo: { name: userInfo.name }, orderId: 'PRN123', amount: 2, ...over };
}

/** A localStorage stand-in on a fake window, so the store module can be loaded as in a browser. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

async function loadStore(storage: ReturnType<typeof fakeStorage>, now = BEFORE) {
  vi.resetModules();
  vi.useFakeTimers({ now, toFake: ['Date'] });
  vi.stubGlobal('window', { localStorage: storage });
  try {
    return await import('../../../src/stores/last-ticket.ts');
  } finally {
    vi.useRealTimers();
  }
}

describe('the last e-ticket: only what the ticket prints', () => {
  it('keeps the printed facts and drops anything else a record carries (a PRN, a signature, gateway fields)', () => {
    const withSecrets = {
      ...record(),
      prn: 'PRN123',
      DV: 'ABCDEF',
      UID: '42',
      BC: 'NBQM',
      P_AMT: '2.00',
    } as SuccessRecord;
    const facts = ticketFacts(withSecrets);
    expect(Object.keys(facts).sort()).toEqual([
      'amount',
      'matchesForDay',
      'orderId',
      'selectedDateISO',
      'selectedSeats',
      'userInfo',
      'venue',
      'week',
    ]);
    expect(facts.userInfo).toEqual({ name: 'Sita' });
    expect(facts).not.toHaveProperty('prn');
    expect(JSON.stringify(facts)).not.toMatch(/ABCDEF|NBQM|"2\.00"/);
    expect(facts.orderId).toBe('PRN123'); // the Transaction ID printed on the ticket
  });

  it.each([
    ['nothing', null],
    ['a string', 'ticket'],
    ['no save time', { ticket: record() }],
    ['a ticket without seats', { ticket: record({ selectedSeats: [] }), savedAt: 1 }],
    ['a ticket without an order id', { ticket: record({ orderId: '' }), savedAt: 1 }],
    ['a bad save time', { ticket: record(), savedAt: 'yesterday' }],
  ])('reads %s back as no ticket', (_l, value) => {
    expect(parseLastTicket(value, BEFORE)).toBeNull();
  });

  it('reads a stored ticket back', () => {
    expect(parseLastTicket(JSON.parse(JSON.stringify({ ticket: record(), savedAt: 1700000000000 })), BEFORE)).toEqual({
      ticket: ticketFacts(record()),
      savedAt: 1700000000000,
    });
  });

  // Issue 38: the kept ticket holds no e-mail or phone, even one stored by older code.
  it("keeps the holder's name only: the e-mail, phone and masked address of a record are not kept", () => {
    const facts = ticketFacts({ ...record(), sentTo: 's•••@example.com' });
    expect(JSON.stringify(facts)).not.toMatch(/@|9800000000/);
  });
  it('reads a ticket stored by older code (with e-mail and phone) back without them', () => {
    const old = { ticket: { ...record(), userInfo: context().userInfo }, savedAt: 5 };
    const read = parseLastTicket(JSON.parse(JSON.stringify(old)), BEFORE);
    expect(read!.ticket.userInfo).toEqual({ name: 'Sita' });
    expect(JSON.stringify(read)).not.toMatch(/sita@example\.com|9800000000/);
  });
});

describe('the last e-ticket expires after its match day (Nepal days)', () => {
  const kept = (dateISO: string, savedAt = 5) => ({ ticket: record({ selectedDateISO: dateISO }), savedAt });
  it.each([
    ['the evening before', '2026-11-22T20:00', false],
    ['the match day, early morning in Nepal (still the day before in UTC)', '2026-11-23T00:30', false],
    ['the match day, late evening', '2026-11-23T23:59', false],
    ['just after midnight in Nepal (still the match day in UTC)', '2026-11-24T00:01', true],
    ['a week later', '2026-11-30T12:00', true],
  ])('%s: expired %s', (_l, at, expired) => {
    expect(ticketExpired(kept(nptIso('2026-11-23T12:00')), npt(at))).toBe(expired);
    expect(parseLastTicket(kept(nptIso('2026-11-23T12:00')), npt(at)) === null).toBe(expired);
  });
  it('a ticket without a usable date lasts through the day it was saved', () => {
    const saved = npt('2026-11-23T09:00');
    expect(ticketExpired(kept('', saved), npt('2026-11-23T23:00'))).toBe(false);
    expect(ticketExpired(kept('soon', saved), npt('2026-11-24T08:00'))).toBe(true);
  });
});

describe('the last-ticket store (localStorage)', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('starts from what an earlier visit kept', async () => {
    const storage = fakeStorage({ [KEY]: JSON.stringify({ ticket: record(), savedAt: 5 }) });
    const { $lastTicket } = await loadStore(storage);
    expect($lastTicket.get()?.ticket.orderId).toBe('PRN123');
  });

  it('starts empty from a damaged value, and removes it', async () => {
    const storage = fakeStorage({ [KEY]: '{not json' });
    const { $lastTicket } = await loadStore(storage);
    expect($lastTicket.get()).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('drops a ticket whose match day is over as it is read, from storage too', async () => {
    const storage = fakeStorage({ [KEY]: JSON.stringify({ ticket: record(), savedAt: 5 }) });
    const { $lastTicket } = await loadStore(storage, npt('2026-11-24T08:00'));
    expect($lastTicket.get()).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('rewrites a ticket stored by older code without its e-mail and phone', async () => {
    const old = { ticket: { ...record(), userInfo: context().userInfo }, savedAt: 5 };
    const storage = fakeStorage({ [KEY]: JSON.stringify(old) });
    const { $lastTicket } = await loadStore(storage);
    expect($lastTicket.get()?.ticket.userInfo).toEqual({ name: 'Sita' });
    expect(storage.data.get(KEY)).not.toMatch(/sita@example\.com|9800000000/);
  });

  it('"Forget this ticket" removes it from storage at once', async () => {
    const storage = fakeStorage({ [KEY]: JSON.stringify({ ticket: record(), savedAt: 5 }) });
    const { $lastTicket, forgetLastTicket } = await loadStore(storage);
    expect($lastTicket.get()).not.toBeNull();
    forgetLastTicket();
    expect($lastTicket.get()).toBeNull();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('keeps a new order, replacing the one before, with its save time', async () => {
    const storage = fakeStorage();
    const { $lastTicket, keepLastTicket } = await loadStore(storage);
    keepLastTicket(record({ orderId: 'A1' }), 1000);
    keepLastTicket(record({ orderId: 'B2', selectedSeats: [7] }), 2000);
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual({
      ticket: ticketFacts(record({ orderId: 'B2', selectedSeats: [7] })),
      savedAt: 2000,
    });
    expect($lastTicket.get()?.savedAt).toBe(2000);
  });

  it('keeps the first save time when the same ticket is shown again (a reload of /success)', async () => {
    const storage = fakeStorage();
    const { keepLastTicket } = await loadStore(storage);
    keepLastTicket(record(), 1000);
    keepLastTicket(record(), 9000);
    expect(JSON.parse(storage.data.get(KEY)!).savedAt).toBe(1000);
  });

  it('keeps nothing for a record without an order id or seats', async () => {
    const storage = fakeStorage();
    const { keepLastTicket } = await loadStore(storage);
    keepLastTicket(record({ orderId: '' }), 1);
    keepLastTicket(record({ selectedSeats: [] }), 1);
    expect(storage.data.size).toBe(0);
  });

  it('does not throw when storage refuses writes', async () => {
    const storage = {
      ...fakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { $lastTicket, keepLastTicket } = await loadStore(storage as ReturnType<typeof fakeStorage>);
    expect(() => keepLastTicket(record(), 1)).not.toThrow();
    expect($lastTicket.get()?.ticket.orderId).toBe('PRN123');
  });
});
