// Issue 24's TBT ratio: the CPU multiplier calibrated to the machine's benchmarkIndex (Lighthouse's throttling
// documentation), and the verdict of a React route against /teams in the same pass.
import { describe, expect, it } from 'vitest';
import { calibratedCpu, keepsTbtRatio, missedBudgets, tbtRatio } from '../../../scripts/bench/lighthouse.ts';
import type { RouteFigures } from '../../../scripts/bench/lighthouse-run.ts';

describe('calibratedCpu', () => {
  it('is 4× on the reference machine and grows with a faster host, in proportion', () => {
    expect(calibratedCpu(1000)).toBe(4);
    expect(calibratedCpu(1800)).toBe(7.2);
    expect(calibratedCpu(2345)).toBe(9.4);
  });
  it('is lower on a slower host, never under 1×, and the default when Lighthouse reports no index', () => {
    expect(calibratedCpu(500)).toBe(2);
    expect(calibratedCpu(100)).toBe(1);
    expect(calibratedCpu(NaN)).toBe(4);
  });
});

describe('the TBT ratio', () => {
  it('keeps a route at most 1.5× the floor and fails one above it', () => {
    expect(tbtRatio(300, 200)).toBe(1.5);
    expect(keepsTbtRatio(300, 200)).toBe(true);
    expect(keepsTbtRatio(301, 200)).toBe(false);
  });
  it('has no ratio over a floor of 0 ms, where only 0 ms keeps it', () => {
    expect(tbtRatio(10, 0)).toBeNull();
    expect(keepsTbtRatio(0, 0)).toBe(true);
    expect(keepsTbtRatio(10, 0)).toBe(false);
  });
  it('is judged only when the floor is given', () => {
    const r = { score: 100, lcp: 900, tbt: 120, cls: 0, beforeImages: 0, thirdParty: 0, api: 1 } as RouteFigures;
    expect(missedBudgets(r, false)).toEqual([]);
    expect(missedBudgets(r, false, 40)).toEqual(['TBT ratio']);
  });
});
