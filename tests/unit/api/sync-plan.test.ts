// The incremental sync's bookkeeping: what a rebuild fetches again by id and what it drops, from the API's id list.
import { describe, expect, it } from 'vitest';
import {
  accountsFor,
  emptyLeague,
  FULL_LIST_EVERY_MS,
  latestUpdate,
  planProbe,
  planSync,
  QUIET_MS,
  readKnown,
  stamps,
} from '../../../src/lib/api/sync-plan.ts';

const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-01-02T00:00:00.000Z';

describe('planSync', () => {
  it.each([
    ['nothing changed: nothing to fetch, nothing to drop', { 1: T1, 2: T1 }, { 1: T1, 2: T1 }, [], ['1', '2'], [], []],
    ['an edit the date query returned is not fetched twice', { 1: T1 }, { 1: T2 }, ['1'], ['1'], [], []],
    [
      'an edit in the same millisecond as the last sync is fetched by id',
      { 1: T1, 2: T1 },
      { 1: T1, 2: '2026-01-01T00:00:00.001Z' },
      [],
      ['1', '2'],
      ['2'],
      [],
    ],
    ['a document restored with an older date is fetched by id', { 1: T2 }, { 1: T1 }, [], ['1'], ['1'], []],
    ['a document created with an old date is fetched by id', { 1: T1 }, { 1: T1, 2: T1 }, [], ['1'], ['2'], []],
    ['a deleted document is dropped', { 1: T1, 2: T1 }, { 1: T1 }, [], ['1', '2'], [], ['2']],
    [
      'a document the schema refused is not fetched again until edited',
      { 1: T1, 9: T1 },
      { 1: T1, 9: T1 },
      [],
      ['1'],
      [],
      [],
    ],
  ])('%s', (_name, known, live, fetched, stored, refetch, removed) => {
    expect(planSync(known, live, new Set(fetched), stored)).toEqual({ refetch, removed });
  });
});

describe('meta store values', () => {
  it('reads back what stamps() wrote, and refuses anything else', () => {
    const s = stamps([{ id: 3, updatedAt: T1 }, { id: 'a', updatedAt: null }, { updatedAt: T2 }]);
    expect(s).toEqual({ 3: T1, a: '' });
    expect(readKnown(JSON.stringify(s))).toEqual(s);
    expect(readKnown(undefined)).toBeNull();
    expect(readKnown('not json')).toBeNull();
    expect(readKnown('[1,2]')).toBeNull();
  });
  it('the last sync is the latest valid updatedAt, never earlier than the previous one', () => {
    expect(latestUpdate([{ updatedAt: T1 }, { updatedAt: 'nonsense' }], undefined)).toBe(T1);
    expect(latestUpdate([{ updatedAt: T1 }], T2)).toBe(T2);
    expect(latestUpdate([], undefined)).toBeUndefined();
  });
});

describe('planProbe: what a rebuild fetches after one tiny request', () => {
  const T3 = '2026-01-03T00:00:00.000Z';
  const listed = Date.parse(T2) + QUIET_MS + 1; // the store was complete well after the newest write
  const now = listed + 3_600_000;
  const known = { 1: T1, 2: T2 };
  const skip = { kind: 'partial', updated: false, windowFrom: null };
  const list = { kind: 'list' };
  it.each([
    [
      'same count, same newest write, complete well after it: skipped',
      { total: 2, newest: T2 },
      known,
      listed,
      listed,
      skip,
    ],
    [
      'an edit or a creation: only the documents updated since',
      { total: 3, newest: T3 },
      known,
      listed,
      listed,
      { kind: 'partial', updated: true, windowFrom: null },
    ],
    [
      'a deletion changes the count, not the newest write: the list',
      { total: 1, newest: T2 },
      known,
      listed,
      listed,
      list,
    ],
    [
      'an older backup restored: the newest moves back: the list',
      { total: 2, newest: T1 },
      known,
      listed,
      listed,
      list,
    ],
    // A save that took its updatedAt before the newest write may have committed after the store was complete.
    [
      'complete just after the newest write: the ids written in the last minutes before',
      { total: 2, newest: T2 },
      known,
      Date.parse(T2) + 1000,
      listed,
      { kind: 'partial', updated: false, windowFrom: new Date(Date.parse(T2) + 1000 - QUIET_MS).toISOString() },
    ],
    [
      'the whole list not read for a day: the list',
      { total: 2, newest: T2 },
      known,
      listed,
      now - FULL_LIST_EVERY_MS - 1,
      list,
    ],
    ['never listed: the list', { total: 2, newest: T2 }, known, 0, 0, list],
    ['a clock gone back: the list', { total: 2, newest: T2 }, known, now + 1, listed, list],
    [
      'a document without a readable updatedAt: always the list',
      { total: 2, newest: T2 },
      { 1: '', 2: T2 },
      listed,
      listed,
      list,
    ],
    ['an unreadable answer: the list', { total: Number.NaN, newest: '' }, known, listed, listed, list],
    ['an empty collection that stays empty: skipped', { total: 0, newest: '' }, {}, listed, listed, skip],
  ])('%s', (_name, probe, k, completeAt, fullListedAt, plan) => {
    expect(planProbe(probe, k, T2, completeAt, fullListedAt, now)).toEqual(plan);
  });

  it('a partial fetch must account for every document the probe counted, else some went', () => {
    expect(accountsFor(known, ['3'], 3)).toBe(true);
    expect(accountsFor(known, ['2'], 2)).toBe(true);
    expect(accountsFor(known, ['3'], 2)).toBe(false);
  });
});

describe('removalCheck: what a sync that drops documents needs before it counts', () => {
  it('an ordinary deletion counts, more than half is read twice, all of it is refused unless the collection may be empty', async () => {
    const { removalCheck } = await import('../../../src/lib/api/sync-plan.ts');
    expect(removalCheck(10, 0, false)).toBe('ok');
    expect(removalCheck(10, 5, false)).toBe('ok');
    expect(removalCheck(10, 6, false)).toBe('verify');
    expect(removalCheck(10, 10, false)).toBe('refuse');
    expect(removalCheck(1, 1, false)).toBe('refuse');
    expect(removalCheck(1, 1, true)).toBe('verify');
    expect(removalCheck(0, 0, false)).toBe('ok');
  });
});

describe('an empty league is never published', () => {
  it.each([
    ['a CMS listing no teams fails, a first build included', 0, true, false, true],
    ['unless LEAGUE_ALLOW_EMPTY names them', 0, true, true, false],
    ['a league with teams passes', 8, true, false, false],
    ['a young league may have no news or sponsors yet', 0, false, false, false],
  ] as const)('%s', (_, listed, core, allowed, refused) => {
    expect(emptyLeague(listed, core, allowed)).toBe(refused);
  });
});
