// Astro integration: the site's search index (issue 23), written by Pagefind into dist/pagefind/ at the end of the
// build: one index per language (Pagefind splits by <html lang>), downloaded by the search page in chunks.
//
// Pagefind is fed the pages' search records (the elements they mark data-pagefind-body, cut out as each page renders
// and kept with the page's other facts: src/lib/site-facts/search-document.ts), not the built files: no page is read
// again. Pagefind cannot add to an index it wrote before, so any changed record means a new index of all of them (a
// few seconds at 500 schools); when no record changed, the last build's bundle is copied from the cache folder.
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteFacts } from './site-facts.ts';

/** Where the bundle lives in the site (the search page imports /pagefind/pagefind.js). */
export const PAGEFIND_DIR = 'pagefind';
/** The last bundle and the fingerprint of what made it, in the cache folder. */
const SAVED = 'league-search';

/** Pagefind's settings: what the records contain is chosen by the pages' markup; these drop what is never text. */
const PAGEFIND_CONFIG = { excludeSelectors: ['img', 'svg', 'picture', 'video'] };

/** Files Pagefind writes for its own UIs. */
const UNUSED = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-highlight.js',
];

export type SearchIndexReport = { records: number; reused: boolean; ms: number };

let last: SearchIndexReport | null = null;
/** What the last build did for search (for the bench and tests). */
export const searchIndexReport = () => last;

function pagefindVersion(): string {
  try {
    const pkg = new URL('../../node_modules/pagefind/package.json', import.meta.url);
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** '' → '/', 'ne/teams/4' → '/ne/teams/4/' (build.format 'directory'). */
const urlOf = (name: string) => (name === '' ? '/' : `/${name}/`);

function fingerprint(records: Array<[string, string]>): string {
  const h = createHash('sha256');
  h.update(`${pagefindVersion()}\n${JSON.stringify(PAGEFIND_CONFIG)}\n`);
  for (const [name, doc] of records) h.update(`${name}\n${doc.length}\n${doc}\n`);
  return h.digest('hex');
}

export async function writeSearchIndex(records: Array<[string, string]>, outDir: string): Promise<void> {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex(PAGEFIND_CONFIG);
  try {
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const added = await Promise.all(records.map(([name, content]) => index.addHTMLFile({ url: urlOf(name), content })));
    const failed = added.flatMap((r) => r.errors);
    if (failed.length) throw new Error(`Pagefind: ${failed.slice(0, 5).join('; ')}`);
    const written = await index.writeFiles({ outputPath: outDir });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
    // Pagefind's ready-made interfaces: the search page uses its JS API alone, so they are never fetched.
    for (const f of UNUSED) rmSync(join(outDir, f), { force: true });
  } finally {
    await pagefind.close();
  }
}

export function searchIndexIntegration(): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'league-search-index',
    hooks: {
      'astro:config:setup': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const t0 = performance.now();
        const outDir = join(fileURLToPath(dir), PAGEFIND_DIR);
        const records = [...siteFacts().searchDocuments].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        const print = fingerprint(records);
        const saved = join(cacheDir, SAVED);
        const savedPrint = join(saved, 'fingerprint');
        const savedBundle = join(saved, PAGEFIND_DIR);
        rmSync(outDir, { recursive: true, force: true });
        const reused = existsSync(savedPrint) && existsSync(savedBundle) && readFileSync(savedPrint, 'utf8') === print;
        if (reused) cpSync(savedBundle, outDir, { recursive: true });
        else {
          await writeSearchIndex(records, outDir);
          rmSync(saved, { recursive: true, force: true });
          mkdirSync(saved, { recursive: true });
          cpSync(outDir, savedBundle, { recursive: true });
          writeFileSync(savedPrint, print);
        }
        const ms = performance.now() - t0;
        last = { records: records.length, reused, ms };
        logger.info(
          `${records.length} pages in the search index: ${reused ? 'unchanged, copied from the last build' : 'indexed by Pagefind'} in ${(ms / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
