// The bench's TBT from thread time (scripts/bench/lighthouse-run.ts): Lighthouse's blocking rule (a task's part over
// 50 ms, after the first contentful paint) applied to the CPU each task of the page's main thread actually ran.
import { describe, expect, it } from 'vitest';
import { threadTime } from '../../../scripts/bench/lighthouse-run.ts';

const thread = (pid: number, tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (pid: number, tid: number, ts: number, wallMs: number, cpuMs: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('threadTime', () => {
  const events = [
    thread(1, 1, 'CrBrowserMain'),
    thread(2, 1, 'CrRendererMain'), // the about:blank before the navigation
    thread(3, 1, 'CrRendererMain'), // the page
    thread(3, 2, 'Compositor'),
    task(1, 1, 5_000, 400, 400), // the browser process: not the page
    task(2, 1, 5_000, 300, 300),
    task(3, 2, 5_000, 300, 300), // the page's compositor thread: not its main thread
    task(3, 1, 1_000, 100, 40), // before the first paint: not blocking, but counted in wall ÷ thread
    task(3, 1, 10_000, 90, 30), // 30 ms of CPU × 4 = 120: blocks 70
    task(3, 1, 20_000, 20, 10), // 10 × 4 = 40: under 50, blocks nothing
    task(3, 1, 30_000, 8, 5), // shorter than 10 ms: left out of wall ÷ thread, as Lighthouse's simulation does
    task(3, 1, 40_000, 5, 5),
  ];

  it('counts each task of the page main thread after the first paint by its CPU × the multiplier, over 50 ms', () => {
    expect(threadTime(events, 9_000, 4).tbt).toBe(70);
    expect(threadTime(events, 9_000, 9).tbt).toBe(30 * 9 - 50 + (10 * 9 - 50));
    expect(threadTime(events, 0, 4).tbt).toBe(70 + (40 * 4 - 50));
  });

  it('says how much longer than their CPU the page main thread tasks of 10 ms and more lasted', () => {
    expect(threadTime(events, 9_000, 4).wallPerThread).toBeCloseTo((100 + 90 + 20) / (40 + 30 + 10));
  });

  it('is 0 and no ratio with no renderer in the trace', () => {
    const r = threadTime([thread(1, 1, 'CrBrowserMain'), task(1, 1, 0, 100, 100)], 0, 4);
    expect(r.tbt).toBe(0);
    expect(r.wallPerThread).toBeNaN();
  });
});
