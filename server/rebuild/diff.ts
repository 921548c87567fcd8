// Which files of a built site differ from another build: what a CDN deploy would upload, and what /status reports.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
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

/** Byte for byte; two names of one file (the images are hard links into the cache) need no reading. */
async function same(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a), stat(b)]);
  if (sa.ino === sb.ino && sa.dev === sb.dev) return true;
  if (sa.size !== sb.size) return false;
  const [ba, bb] = await Promise.all([readFile(a), readFile(b)]);
  return ba.equals(bb);
}

/**
 * Compares two build folders file by file, byte for byte (a deploy that diffs by content hash sees the same). It reads
 * asynchronously: the receiver compares after it switched to the new build, and a nationwide site is hundreds of MB;
 * its static server keeps answering meanwhile.
 */
export async function diffSites(before: string | null, after: string): Promise<SiteDiff> {
  const old = new Set(before ? listFiles(before) : []);
  const now = listFiles(after);
  const added: string[] = [];
  const changed: string[] = [];
  for (const f of now) {
    if (!old.has(f)) added.push(f);
    else if (!(await same(join(before as string, f), join(after, f)))) changed.push(f);
    old.delete(f);
  }
  return { added, changed, removed: [...old] };
}

/** A one-line summary for logs and /status. */
export function summarise(d: SiteDiff): string {
  return `${d.changed.length} changed, ${d.added.length} added, ${d.removed.length} removed`;
}
