// The incremental sync's bookkeeping: what a rebuild fetches again by id and what it drops, from the API's id list.
import { describe, expect, it } from 'vitest';
import { isQuiet, latestUpdate, planSync, QUIET_MS, readKnown, stamps } from '../../../src/lib/api/sync-plan.ts';

const T1 = '2026-01-01T00:00:00.000Z';
const T2 = '2026-01-02T00:00:00.000Z';

describe('planSync', () => {
  it.each([
    ['nothing changed: nothing to fetch, nothing to drop', { 1: T1, 2: T1 }, { 1: T1, 2: T1 }, [], ['1', '2'], [], []],
    ['an edit the date query returned is not fetched twice', { 1: T1 }, { 1: T2 }, ['1'], ['1'], [], []],
    ['an edit in the same millisecond as the last sync is fetched by id', { 1: T1, 2: T1 }, { 1: T1, 2: '2026-01-01T00:00:00.001Z' }, [], ['1', '2'], ['2'], []],
    ['a document restored with an older date is fetched by id', { 1: T2 }, { 1: T1 }, [], ['1'], ['1'], []],
    ['a document created with an old date is fetched by id', { 1: T1 }, { 1: T1, 2: T1 }, [], ['1'], ['2'], []],
    ['a deleted document is dropped', { 1: T1, 2: T1 }, { 1: T1 }, [], ['1', '2'], [], ['2']],
    ['a document the schema refused is not fetched again until edited', { 1: T1, 9: T1 }, { 1: T1, 9: T1 }, [], ['1'], [], []],
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

describe('isQuiet: may a rebuild skip a collection after one tiny request?', () => {
  const listed = Date.parse(T2) + QUIET_MS + 1; // the id list was read well after the newest write
  const now = listed + 3_600_000;
  const known = { 1: T1, 2: T2 };
  it.each([
    ['same count, same newest write, listed well after it: skipped', { total: 2, newest: T2 }, known, listed, true],
    ['a deletion changes the count', { total: 1, newest: T2 }, known, listed, false],
    ['a creation changes the count', { total: 3, newest: '2026-01-03T00:00:00.000Z' }, known, listed, false],
    ['an edit changes the newest updatedAt', { total: 2, newest: '2026-01-03T00:00:00.000Z' }, known, listed, false],
    ['an older backup restored: the newest moves back', { total: 2, newest: T1 }, known, listed, false],
    ['listed just after the newest write: a save begun before it may have committed after the list', { total: 2, newest: T2 }, known, Date.parse(T2) + 1000, false],
    ['never listed', { total: 2, newest: T2 }, known, 0, false],
    ['a document without a readable updatedAt is always listed', { total: 2, newest: T2 }, { 1: '', 2: T2 }, listed, false],
    ['an unreadable answer is never quiet', { total: Number.NaN, newest: '' }, known, listed, false],
    ['an empty collection that stays empty', { total: 0, newest: '' }, {}, listed, true],
  ])('%s', (_name, probe, k, listedAt, quiet) => {
    expect(isQuiet(probe, k, listedAt, now)).toBe(quiet);
  });
});
