// Publishing a build and keeping the receiver's folders sound across crashes and full disks: the live pointer is a
// symlink switched by rename (what nginx serves, `root …/current`), and a build never starts on top of the debris of
// one that was killed.
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

const isBuild = (dir: string | null): dir is string => !!dir && existsSync(join(dir, 'index.html'));

/**
 * The build the pointer names, or null. The pointer is a symlink to the build folder; an older receiver wrote the
 * folder's path into a plain file, which is still read (and replaced by a symlink at the next publish).
 */
export function readLive(pointer: string): string | null {
  try {
    const st = lstatSync(pointer);
    const dir = st.isSymbolicLink() ? realpathSync(pointer) : st.isFile() ? readFileSync(pointer, 'utf8').trim() : null;
    return isBuild(dir) ? dir : null;
  } catch {
    return null;
  }
}

/**
 * Points `pointer` at `dir` in one step: a new symlink under a temporary name, renamed over the old one. rename(2)
 * replaces the name atomically, so a reader (nginx resolving the path for a request, a restarting receiver) sees the
 * old build or the new one, never no pointer; a crash or a full disk before the rename leaves the old one live.
 */
export function publish(pointer: string, dir: string): void {
  const tmp = join(dirname(pointer), `.${basename(pointer)}.${process.pid}.${Date.now()}.tmp`);
  try {
    symlinkSync(resolve(dir), tmp);
    renameSync(tmp, pointer);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** Left-over temporary pointers of a receiver that died between symlink and rename. */
export function sweepPointers(pointer: string): void {
  const dir = dirname(pointer);
  const prefix = `.${basename(pointer)}.`;
  for (const f of readdirSync(dir))
    if (f.startsWith(prefix) && f.endsWith('.tmp')) rmSync(join(dir, f), { force: true });
}

/** Build folders other than those kept (the live one and the one before): a killed build's half-written folder too. */
export async function sweepBuilds(builds: string, keep: Array<string | null>): Promise<void> {
  const kept = new Set(keep.filter((k): k is string => !!k).map((k) => resolve(k)));
  for (const d of readdirSync(builds)) {
    const full = resolve(builds, d);
    if (!kept.has(full)) await rm(full, { recursive: true, force: true });
  }
}

/** The cache files a build trusts as a whole: unreadable (cut short by a crash or a full disk) means removed. */
const WHOLE_FILES = new Set(['data-store.json', 'incremental-build.json', 'league-page-facts.json', 'failures.json']);

/**
 * Readies the build cache before a build: removes the `*.tmp` files writes through a temporary name leave when the
 * writer is killed before its rename, and any whole-file JSON that no longer parses (Astro writes its
 * incremental-build manifest in place). Only called while no build runs. Returns what it removed.
 */
export async function sweepCache(cacheDir: string): Promise<string[]> {
  const removed: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.name.endsWith('.tmp')) {
        await rm(full, { force: true });
        removed.push(full);
      } else if (WHOLE_FILES.has(e.name)) {
        try {
          JSON.parse(await readFile(full, 'utf8'));
        } catch {
          await rm(full, { force: true });
          removed.push(full);
        }
      }
    }
  };
  await walk(cacheDir);
  return removed;
}
