// Astro integration: the facts of every page of the build (inline hashes, processed images) without reading the pages
// again. A middleware notes them as each page renders; pages Astro's incremental build reuses keep the facts noted
// when they last rendered (the book in the cache folder). The _headers and image steps ask `siteFacts()`.
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBook, writeBook, type FactsBook } from '../lib/site-facts/book.ts';
import { pageFacts, pageName, unionFacts, type PageFacts } from '../lib/site-facts/page-facts.ts';
import { renderedPages, startRecording, stopRecording } from '../lib/site-facts/recorder.ts';

export type SiteFacts = PageFacts & {
  pages: number;
  rendered: number;
  reused: number;
  reread: number;
  /** Each page's search record (issue 23), by page name ('teams/4', 'ne/blogs/9'), for the search index. */
  searchDocuments: Map<string, string>;
};

/** Astro's incremental-build manifest (astro/dist/core/build/incremental.js), rewritten by every build that uses it. */
const ASTRO_MANIFEST = 'incremental-build.json';
const BOOK = 'league-page-facts.json';
/** The code that turns HTML into facts: when it changes, facts noted by the old code are not trusted. */
const FACTS_CODE = [
  '../lib/site-facts/page-facts.ts',
  '../lib/site-facts/search-document.ts',
  '../lib/security/inline-hashes.ts',
];

let current: SiteFacts | null = null;

/** The facts of the build that just finished (set in astro:build:done, before the integrations after this one). */
export function siteFacts(): SiteFacts {
  if (!current)
    throw new Error(
      'site facts are not ready: the league-site-facts integration must come before the integrations that use them',
    );
  return current;
}

function codeFingerprint(): string {
  const h = createHash('sha256');
  for (const f of FACTS_CODE) h.update(readFileSync(new URL(f, import.meta.url)));
  return h.digest('hex').slice(0, 16);
}

/** Which state of Astro's cache a book belongs to: its manifest as Astro last wrote it, and the facts code. */
function stampOf(manifest: string, code: string): string {
  const s = existsSync(manifest) ? statSync(manifest) : null;
  return `${s ? `${s.mtimeMs}:${s.size}` : 'none'}:${code}`;
}

/** A page's file in the site (build.format 'directory'; 404 and files with an extension keep their name). */
function pageFile(outDir: string, name: string): string | null {
  for (const f of [join(outDir, name, 'index.html'), join(outDir, `${name}.html`)]) if (existsSync(f)) return f;
  return null;
}

const htmlIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith('.html'))
        .map((e) => join(e.parentPath, e.name))
    : [];

export function siteFactsIntegration(): AstroIntegration {
  let cacheDir = '';
  let publicDir = '';
  let code = '';
  let previous: FactsBook | null = null;
  let stamp = '';
  return {
    name: 'league-site-facts',
    hooks: {
      'astro:config:setup': ({ config, addMiddleware }) => {
        cacheDir = fileURLToPath(config.cacheDir);
        publicDir = fileURLToPath(config.publicDir);
        addMiddleware({ entrypoint: new URL('../middleware/page-facts.ts', import.meta.url), order: 'pre' });
      },
      'astro:build:start': () => {
        code = codeFingerprint();
        const book = readBook(join(cacheDir, BOOK));
        // Trusted only if written right after Astro last wrote its manifest: otherwise a reused page may differ.
        previous = book && book.stamp === stampOf(join(cacheDir, ASTRO_MANIFEST), code) ? book : null;
        current = null;
        startRecording();
      },
      // Astro has just written its manifest: note at once what the pages it will reuse next time contain.
      'astro:build:generated': () => {
        stamp = stampOf(join(cacheDir, ASTRO_MANIFEST), code);
        const pages = new Map(previous?.pages ?? []);
        for (const [name, f] of renderedPages()) pages.set(name, f);
        writeBook(join(cacheDir, BOOK), { stamp, pages });
      },
      'astro:build:done': ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        const rendered = renderedPages();
        const book = new Map<string, PageFacts>();
        let reused = 0;
        let reread = 0;
        for (const { pathname } of pages) {
          const name = pageName(pathname);
          let facts = rendered.get(name);
          if (!facts && (facts = previous?.pages.get(name))) reused++;
          if (!facts) {
            // Not rendered and not in a trusted book (first build after the facts code changed): read it once.
            const file = pageFile(outDir, name);
            if (!file) continue;
            facts = pageFacts(readFileSync(file, 'utf8'));
            reread++;
          }
          book.set(name, facts);
        }
        writeBook(join(cacheDir, BOOK), { stamp, pages: book });
        // HTML from public/ is copied, never rendered: a handful of files at most.
        const copied = htmlIn(publicDir).map((f) => pageFacts(readFileSync(f, 'utf8')));
        const searchDocuments = new Map<string, string>();
        for (const [name, f] of book) if (f.search !== undefined) searchDocuments.set(name, f.search);
        current = {
          ...unionFacts([...book.values(), ...copied]),
          searchDocuments,
          pages: book.size,
          rendered: rendered.size,
          reused,
          reread,
        };
        stopRecording();
        logger.info(
          `${book.size} pages: ${rendered.size} rendered, ${reused} reused with their recorded facts, ${reread} read again`,
        );
      },
    },
  };
}
