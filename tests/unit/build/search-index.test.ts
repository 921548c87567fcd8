// The search index the build writes (issue 23): Pagefind over the pages' search records, one index per language,
// without Pagefind's own UI files.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '../../../src/integrations/search-index.ts';
import { searchDocument } from '../../../src/lib/site-facts/search-document.ts';

const work = mkdtempSync(join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const record = (lang: string, body: string) =>
  searchDocument(`<!doctype html><html lang="${lang}"><body><nav>Menu</nav>${body}</body></html>`)!;

describe('writeSearchIndex', () => {
  it('writes an English and a Nepali index from the records, with no UI files', async () => {
    const out = join(work, 'pagefind');
    await writeSearchIndex(
      [
        ['teams/1', record('en', '<header data-pagefind-body><h1>Lalitpur Model School</h1></header>')],
        ['ne/teams/1', record('ne', '<header data-pagefind-body><h1 lang="en">Lalitpur Model School</h1></header>')],
        ['ne/blogs/2', record('ne', '<h1 data-pagefind-body>खेल दिनका टिकट</h1>')],
      ],
      out,
    );
    const entry = JSON.parse(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.fromEntries(Object.entries(entry.languages).map(([l, v]) => [l, v.page_count]))).toEqual({
      en: 1,
      ne: 2,
    });
    expect(existsSync(join(out, 'pagefind.js'))).toBe(true);
    expect(existsSync(join(out, 'pagefind-worker.js'))).toBe(true);
    expect(readdirSync(out).filter((f) => /ui|highlight/.test(f))).toEqual([]);
    expect(readdirSync(join(out, 'fragment'))).toHaveLength(3);
  }, 60_000);
});
