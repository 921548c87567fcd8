// Which files of a built site differ from another build: what a CDN deploy would upload, and what /status reports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type SiteDiff = { added: string[]; changed: string[]; removed: string[] };

/** Every file under `root`, as '/'-separated paths relative to it, sorted. */
export function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, d.name);
      if (d.isDirectory()) walk(full);
      else if (d.isFile()) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

const same = (a: string, b: string) => statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));

/** Compares two build folders file by file, byte for byte (a deploy that diffs by content hash sees the same). */
export function diffSites(before: string | null, after: string): SiteDiff {
  const old = new Set(before ? listFiles(before) : []);
  const now = listFiles(after);
  const added: string[] = [];
  const changed: string[] = [];
  for (const f of now) {
    if (!old.has(f)) added.push(f);
    else if (!same(join(before as string, f), join(after, f))) changed.push(f);
    old.delete(f);
  }
  return { added, changed, removed: [...old] };
}

/** A one-line summary for logs and /status. */
export function summarise(d: SiteDiff): string {
  return `${d.changed.length} changed, ${d.added.length} added, ${d.removed.length} removed`;
}
