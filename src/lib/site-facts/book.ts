// The facts of every page of the last build, kept in the cache folder next to Astro's incremental-build cache, so a
// page Astro reuses instead of rendering keeps its facts. Strings are stored once (a nationwide site repeats the same
// dozen hashes on 15,000 pages). `stamp` says which state of Astro's cache the book belongs to.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PageFacts } from './page-facts.ts';

export type FactsBook = { stamp: string; pages: Map<string, PageFacts> };
type Stored = {
  version: 2;
  stamp: string;
  strings: string[];
  pages: Record<string, [number[], number[], number[]]>;
  /** The search records of the pages that have one (not shared: each is the page's own). */
  search: Record<string, string>;
};

export function readBook(file: string): FactsBook | null {
  try {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    if (raw.version !== 2 || typeof raw.stamp !== 'string') return null;
    const at = (i: number) => {
      const s = raw.strings[i];
      if (typeof s !== 'string') throw new Error('bad string index');
      return s;
    };
    const pages = new Map<string, PageFacts>();
    for (const [name, [s, t, i]] of Object.entries(raw.pages)) {
      const search = raw.search[name];
      pages.set(name, {
        scripts: s.map(at),
        styles: t.map(at),
        images: i.map(at),
        ...(typeof search === 'string' ? { search } : {}),
      });
    }
    return { stamp: raw.stamp, pages };
  } catch {
    return null;
  }
}

export function writeBook(file: string, book: FactsBook): void {
  const index = new Map<string, number>();
  const strings: string[] = [];
  const id = (s: string) => {
    let n = index.get(s);
    if (n === undefined) index.set(s, (n = strings.push(s) - 1));
    return n;
  };
  const pages: Stored['pages'] = {};
  const search: Stored['search'] = {};
  for (const [name, f] of [...book.pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    pages[name] = [f.scripts.map(id), f.styles.map(id), f.images.map(id)];
    if (f.search !== undefined) search[name] = f.search;
  }
  const stored: Stored = { version: 2, stamp: book.stamp, strings, pages, search };
  mkdirSync(dirname(file), { recursive: true });
  // Through a temporary name: a build stopped half-way never leaves half a book.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(stored));
  renameSync(tmp, file);
}
