import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLastTicket, ticketFacts } from '../../../src/lib/league/last-ticket.ts';
import type { SuccessRecord } from '../../../src/lib/league/ticket-context.ts';
import { context } from '../support/ticket-factories.ts';

const KEY = 'nsfl:last-ticket';

function record(over: Partial<SuccessRecord> = {}): SuccessRecord {
  const { amount: _a, prn: _p, ...rest } = context();
  return { ...rest, orderId: 'PRN123', amount: 2, ...over };
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

async function loadStore(storage: ReturnType<typeof fakeStorage>) {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage: storage });
  return import('../../../src/stores/last-ticket.ts');
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
    expect(parseLastTicket(value)).toBeNull();
  });

  it('reads a stored ticket back', () => {
    expect(parseLastTicket(JSON.parse(JSON.stringify({ ticket: record(), savedAt: 1700000000000 })))).toEqual({
      ticket: ticketFacts(record()),
      savedAt: 1700000000000,
    });
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

  it('starts empty from a damaged value', async () => {
    const { $lastTicket } = await loadStore(fakeStorage({ [KEY]: '{not json' }));
    expect($lastTicket.get()).toBeNull();
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
