// The followed-schools store (issue 23, "My school"): team ids kept on the phone under one key, read back safely,
// written on every change, removed when cleared, and the same in every tab (storage events).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOWED_KEY, parseFollowed, readFollowed } from '../../../src/stores/followed-ids.ts';

const KEY = 'nsfl:followed';
const ROOT = join(import.meta.dirname, '../../..');

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

/** Loads the store as a browser would: a window, its localStorage and its events. */
async function loadStore(storage: ReturnType<typeof fakeStorage> | { getItem: () => never }) {
  vi.resetModules();
  const events = new EventTarget();
  vi.stubGlobal('window', {});
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  const store = await import('../../../src/stores/followed.ts');
  /** Another tab wrote `key` (null: it cleared the whole storage). */
  const otherTab = (key: string | null) => events.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { ...store, otherTab };
}

describe('reading what the phone holds', () => {
  it('uses the one key the stores share', () => {
    expect(FOLLOWED_KEY).toBe(KEY);
  });

  it.each([
    ['nothing', null, []],
    ['an empty string', '', []],
    ['broken JSON', '[1,', []],
    ['an object', '{"1":true}', []],
    ['a number', '5', []],
    ['ids', '[3,1,7]', [3, 1, 7]],
    ['duplicates (first kept, order kept)', '[3,1,3,7,1]', [3, 1, 7]],
    ['strings, zero, negatives, fractions and null (dropped)', '["2",0,-4,1.5,null,9]', [9]],
  ])('reads %s', (_l, raw, ids) => {
    expect(parseFollowed(raw)).toEqual(ids);
  });

  it('reads nothing when storage throws (blocked, private mode)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(readFollowed()).toEqual([]);
    vi.unstubAllGlobals();
  });
});

describe('the followed store', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('starts from what an earlier visit kept', async () => {
    const { $followed, isFollowed } = await loadStore(fakeStorage({ [KEY]: '[4,2]' }));
    expect($followed.get()).toEqual([4, 2]);
    expect(isFollowed(2)).toBe(true);
    expect(isFollowed(3)).toBe(false);
  });

  it('follows in order, never twice, and writes each change to the phone', async () => {
    const storage = fakeStorage();
    const { $followed, follow } = await loadStore(storage);
    follow(5);
    follow(2);
    follow(5);
    expect($followed.get()).toEqual([5, 2]);
    expect(storage.data.get(KEY)).toBe('[5,2]');
  });

  it('unfollows one school and leaves the others', async () => {
    const storage = fakeStorage({ [KEY]: '[5,2,8]' });
    const { $followed, unfollow } = await loadStore(storage);
    unfollow(2);
    expect($followed.get()).toEqual([5, 8]);
    expect(storage.data.get(KEY)).toBe('[5,8]');
  });

  it('clears every school with one call and removes the key', async () => {
    const storage = fakeStorage({ [KEY]: '[5,2,8]' });
    const { $followed, clearFollowed } = await loadStore(storage);
    clearFollowed();
    expect($followed.get()).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('takes what another tab wrote, and a cleared storage, and ignores other keys', async () => {
    const storage = fakeStorage({ [KEY]: '[1]' });
    const { $followed, otherTab } = await loadStore(storage);
    const seen: number[][] = [];
    $followed.listen((ids) => seen.push([...ids]));
    storage.data.set(KEY, '[1,6]');
    otherTab(KEY);
    expect($followed.get()).toEqual([1, 6]);
    storage.data.set('nsfl:last-ticket', '{}');
    storage.data.set(KEY, '[1,6,7]');
    otherTab('nsfl:last-ticket');
    expect($followed.get()).toEqual([1, 6]);
    storage.data.clear();
    otherTab(null);
    expect($followed.get()).toEqual([]);
    expect(seen).toEqual([[1, 6], []]);
  });

  it('still follows for the page when the phone refuses to store', async () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { $followed, follow } = await loadStore(storage as unknown as ReturnType<typeof fakeStorage>);
    follow(3);
    expect($followed.get()).toEqual([3]);
  });

  it('is empty on the server (no window), whatever the phone holds', async () => {
    vi.resetModules();
    const { $followed } = await import('../../../src/stores/followed.ts');
    expect($followed.get()).toEqual([]);
  });
});

describe("the static pages' scripts, which write the key out rather than import it (3 KB pages)", () => {
  it.each(['src/browser/follow-buttons.ts', 'src/components/league/FixtureFilters.astro'])(
    '%s uses the store key',
    (file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      expect(source).toContain(`'${FOLLOWED_KEY}'`);
      expect(source.match(/'nsfl:[a-z-]+'/g)?.every((k) => k === `'${FOLLOWED_KEY}'`)).toBe(true);
    },
  );
});
