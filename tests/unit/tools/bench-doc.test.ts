// docs/benchmarks.md after `npm run bench -- --only …`: the measured sections replace theirs, the others stay, and
// every section says when it was measured.
import { describe, expect, it } from 'vitest';
import { benchDoc } from '../../../scripts/bench/doc.ts';

const OLD = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (scripts/bench.ts) on 2026-11-23, on 2 × AMD EPYC, 24 GiB, Node 22.23.3, linux.',
  'Sections run: sizes, lighthouse.',
  'Load average (1 min) 3.1 at the start, 2.3 at the end; a load above the 2 cores makes every timing pessimistic.',
  '',
  '## Page weight (gzipped, images excluded)',
  '',
  '| home | 15.1 |',
  '',
  '## Lighthouse, mobile defaults (median of 3 runs)',
  '',
  '| home | 88 |',
  '',
].join('\n');
const RUN = { date: '2026-11-24', machine: '2 × AMD EPYC', loadStart: 1.04, loadEnd: 2, cores: 2 };

describe('benchDoc', () => {
  it('keeps the sections not run, with the date and load of the run that measured them', () => {
    const doc = benchDoc(OLD, ['## Match day (5,000 fans)\n\n| steady | 0.62 |'], RUN);
    expect(doc).toContain(
      '## Page weight (gzipped, images excluded)\n\n_Measured 2026-11-23 on 2 × AMD EPYC, 24 GiB, Node 22.23.3, linux; load 3.1 → 2.3._\n\n| home | 15.1 |',
    );
    expect(doc).toContain('| home | 88 |');
    expect(doc).toContain(
      '## Match day (5,000 fans)\n\n_Measured 2026-11-24 on 2 × AMD EPYC; load 1.0 → 2.0._\n\n| steady | 0.62 |',
    );
    expect(doc.indexOf('## Page weight')).toBeLessThan(doc.indexOf('## Match day'));
  });

  it('replaces a section measured again in its place, even when a number in its heading changed', () => {
    const once = benchDoc(OLD, ['## Match day (5,000 fans)\n\n| steady | 0.62 |'], RUN);
    const twice = benchDoc(once, ['## Lighthouse, mobile defaults (median of 5 runs)\n\n| home | 97 |'], {
      ...RUN,
      date: '2026-11-25',
    });
    expect(twice.match(/## Lighthouse/g)).toHaveLength(1);
    expect(twice).toContain('| home | 97 |');
    expect(twice).not.toContain('| home | 88 |');
    expect(twice.indexOf('## Lighthouse')).toBeLessThan(twice.indexOf('## Match day'));
    expect(twice).toContain('_Measured 2026-11-24 on 2 × AMD EPYC; load 1.0 → 2.0._\n\n| steady | 0.62 |');
  });

  it('writes a first document from nothing', () => {
    expect(benchDoc(null, ['## Builds (demo season)\n\n| full | 30 s |'], RUN)).toMatch(
      /^# Benchmarks\n[\s\S]*## Builds \(demo season\)\n\n_Measured 2026-11-24/,
    );
  });
});
