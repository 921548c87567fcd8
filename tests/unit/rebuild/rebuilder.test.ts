// Coalescing and retries of the rebuild queue, with a build function that takes real time.
import { describe, expect, it } from 'vitest';
import { Rebuilder, type BuildResult } from '../../../server/rebuild/rebuilder.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function recorder(durationMs: number, results: BuildResult[] = []) {
  const started: number[] = [];
  return {
    started,
    build: async (id: number): Promise<BuildResult> => {
      started.push(id);
      await sleep(durationMs);
      return results.shift() ?? { ok: true, changes: [] };
    },
  };
}

describe('Rebuilder', () => {
  it('keeps its defaults for options given as undefined (as the receiver passes its own on)', async () => {
    const logs: string[] = [];
    const r = recorder(10, [{ ok: false, error: 'down', changes: [] }]);
    const q = new Rebuilder({
      build: r.build,
      debounceMs: undefined,
      retryBaseMs: undefined,
      log: (l) => logs.push(l),
    });
    q.request('a');
    await sleep(500);
    expect(r.started).toEqual([]); // the 1.5 s debounce, not none
    await sleep(1500);
    expect(r.started).toEqual([1]);
    expect(logs.find((l) => l.includes('FAILED'))).toMatch(/retry in 5 s$/);
    q.stop();
  });

  it('turns 20 requests in 2 seconds into one build', async () => {
    const r = recorder(100);
    const q = new Rebuilder({ build: r.build, debounceMs: 300, maxWaitMs: 5000, log: () => {} });
    for (let i = 0; i < 20; i++) {
      q.request(`edit ${i}`);
      await sleep(100);
    }
    await q.idle();
    expect(r.started).toEqual([1]);
    expect(q.history[0]!.reasons).toHaveLength(20);
  });

  it('runs exactly one more build for requests that arrive during a build', async () => {
    const r = recorder(400);
    const q = new Rebuilder({ build: r.build, debounceMs: 50, log: () => {} });
    q.request('a');
    await sleep(150); // the first build is running now
    expect(q.state).toBe('building');
    q.request('b');
    q.request('c');
    await q.idle();
    expect(r.started).toEqual([1, 2]);
    expect(q.history.map((h) => h.reasons)).toEqual([['b', 'c'], ['a']]);
  });

  it('starts a build within maxWait even while requests keep coming', async () => {
    const r = recorder(10);
    const q = new Rebuilder({ build: r.build, debounceMs: 200, maxWaitMs: 500, log: () => {} });
    const t0 = Date.now();
    while (Date.now() - t0 < 900) {
      q.request('x');
      await sleep(50);
    }
    await q.idle();
    expect(r.started.length).toBeGreaterThanOrEqual(2);
    expect(r.started.length).toBeLessThanOrEqual(3);
  });

  it('retries a failed build with backoff and records the reason', async () => {
    const r = recorder(10, [
      { ok: false, error: 'League API: fetch error', changes: [] },
      { ok: true, changes: ['teams: incremental sync, fetched 1, changed 1, removed 0'] },
    ]);
    const q = new Rebuilder({ build: r.build, debounceMs: 10, retryBaseMs: 200, log: () => {} });
    q.request('edit');
    await sleep(100);
    expect(q.history[0]).toMatchObject({ result: 'failure', error: 'League API: fetch error' });
    await q.idle();
    expect(r.started).toEqual([1, 2]);
    expect(q.history[0]).toMatchObject({ result: 'success', reasons: ['edit'] });
  });
});
