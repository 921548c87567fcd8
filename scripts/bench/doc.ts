// docs/benchmarks.md from a run: the sections this run measured replace theirs, the others are kept as an earlier run
// wrote them, so `--only matchday` never throws away the page-weight or Lighthouse figures. Each section carries the
// line saying when, on what machine and under what load it was measured.

/** A section's identity: its heading with the numbers left out ("median of 3 runs" stays the same section). */
const key = (block: string) => (block.split('\n', 1)[0] ?? '').replace(/\d+/g, 'N').trim();

const STAMP = /^_Measured /;

/** Splits a document into its text before the first `## ` and its `## ` blocks. */
function split(doc: string): { head: string; blocks: string[] } {
  const parts = doc.split(/\n(?=## )/);
  const first = parts[0] ?? '';
  return first.startsWith('## ') ? { head: '', blocks: parts } : { head: first, blocks: parts.slice(1) };
}

/** The measured-when line an older document kept in its header: "on DATE, on MACHINE." and its load average. */
function oldStamp(head: string): string | null {
  const on = /on (\d{4}-\d{2}-\d{2}), on ([^\n]+?)\.\n/.exec(head);
  if (!on) return null;
  const load = /Load average \(1 min\) ([\d.]+) at the start, ([\d.]+) at the end/.exec(head);
  return `_Measured ${on[1]} on ${on[2]}${load ? `; load ${load[1]} → ${load[2]}` : ''}._`;
}

/** Puts the stamp right under a block's heading, unless it has one. */
function stamped(block: string, stamp: string | null): string {
  const [heading, ...rest] = block.replace(/\s+$/, '').split('\n');
  if (!stamp || rest.some((l) => STAMP.test(l))) return block.replace(/\s+$/, '');
  return [heading, '', stamp, ...rest].join('\n');
}

export type RunInfo = { date: string; machine: string; loadStart: number; loadEnd: number; cores: number };

export function benchDoc(previous: string | null, parts: string[], run: RunInfo): string {
  const stamp = `_Measured ${run.date} on ${run.machine}; load ${run.loadStart.toFixed(1)} → ${run.loadEnd.toFixed(1)}._`;
  const fresh = parts.map((p) => stamped(p, stamp));
  const old = previous ? split(previous) : { head: '', blocks: [] };
  const kept = old.blocks.map((b) => stamped(b, oldStamp(old.head)));
  const byKey = new Map(fresh.map((b) => [key(b), b]));
  const blocks = kept.map((b) => {
    const next = byKey.get(key(b));
    byKey.delete(key(b));
    return next ?? b;
  });
  blocks.push(...byKey.values());
  return [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.ts); `npm run bench -- --only a,b` measures some sections and keeps the',
    `others as they were. Each section says when and on what machine it was measured: a load above the machine's cores`,
    `(${run.cores} here) makes every timing pessimistic.`,
    '',
    ...blocks.flatMap((b) => [b, '']),
  ].join('\n');
}
