// The image pipeline's cache folder (inside Astro's cacheDir, so it lives as long as the content store):
// sources/ what a media url at a given version turned out to be, originals/ the source bytes by content hash,
// out/ the encoded variants, named by content hash, size and quality, so a rebuild finds them and never redoes them.
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export type SourceRecord =
  { url: string; kind: 'raster'; hash: string; width: number; height: number } | { url: string; kind: 'svg' };

/** 48 bits of SHA-256: names stay short in every <img>, and a collision needs millions of images. */
export const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 12);

export const outDirOf = (root: string) => join(root, 'out');

function writeSyncAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.${process.pid}.tmp`, text);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * A random name the folder gets when first used, part of every page's render key (src/lib/render-key.ts): pages
 * reused from an earlier build name files in this folder, so a new or damaged folder makes every page render again.
 */
export function cacheId(root: string): string {
  const file = join(root, 'id');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const id = randomUUID();
    writeSyncAtomic(file, id);
    return id;
  }
}

/** After the folder lost files a reused page names: a new id, so the next build renders and encodes again. */
export const renewCacheId = (root: string) => writeSyncAtomic(join(root, 'id'), randomUUID());

/** Media urls the last build could not use (each build writes its own list). */
export function readFailures(root: string): Set<string> {
  try {
    const list: unknown = JSON.parse(readFileSync(join(root, 'failures.json'), 'utf8'));
    return new Set(Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : []);
  } catch {
    return new Set();
  }
}

export const writeFailures = (root: string, urls: Iterable<string>) =>
  writeSyncAtomic(join(root, 'failures.json'), JSON.stringify([...urls].sort()));

/** Writes through a temporary name, so a build that stops half-way never leaves a truncated file to be reused. */
async function writeAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export function imageStore(root: string) {
  const recordFile = (url: string, version: string) => join(root, 'sources', `${sha(`${url}\n${version}`)}.json`);
  const originalFile = (hash: string) => join(root, 'originals', hash);
  return {
    async readRecord(url: string, version: string): Promise<SourceRecord | null> {
      try {
        const rec = JSON.parse(await readFile(recordFile(url, version), 'utf8')) as SourceRecord;
        return rec.url === url ? rec : null;
      } catch {
        return null;
      }
    },
    writeRecord: (version: string, rec: SourceRecord) => writeAtomic(recordFile(rec.url, version), JSON.stringify(rec)),
    async readOriginal(hash: string): Promise<Uint8Array | null> {
      try {
        return new Uint8Array(await readFile(originalFile(hash)));
      } catch {
        return null;
      }
    },
    async writeOriginal(hash: string, bytes: Uint8Array): Promise<void> {
      if (!(await exists(originalFile(hash)))) await writeAtomic(originalFile(hash), bytes);
    },
    hasOutput: (name: string) => exists(join(outDirOf(root), name)),
    writeOutput: (name: string, bytes: Uint8Array) => writeAtomic(join(outDirOf(root), name), bytes),
  };
}

export type ImageStore = ReturnType<typeof imageStore>;
