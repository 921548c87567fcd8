// What the end of a build needs to know about each written page, taken from its HTML while it is still in memory:
// the hashes of its inline scripts and styles (the CSP in _headers) and the processed images it names (copied into
// the site). Recorded once when a page renders and kept for the builds that reuse the page (docs/decisions/rebuilds.md).
import { cspHash, inlineBlocks } from '../security/inline-hashes.ts';
import { searchDocument } from './search-document.ts';

/** `search`: the page's search record for Pagefind (search-document.ts), on pages that mark one. */
export type PageFacts = { scripts: string[]; styles: string[]; images: string[]; search?: string };

/** A processed image's address in a page (src or srcset): content hash, size, crop or pad, quality. */
export const IMAGE_REFERENCE = /\/_astro\/img\/([0-9a-f]{12}-\d+x\d+-(?:crop|pad)\d+\.webp)/g;

const distinct = (xs: Iterable<string>) => [...new Set(xs)].sort();

export function pageFacts(html: string): PageFacts {
  const blocks = inlineBlocks(html);
  const search = searchDocument(html);
  return {
    scripts: distinct(blocks.scripts.map(cspHash)),
    styles: distinct(blocks.styles.map(cspHash)),
    images: distinct([...html.matchAll(IMAGE_REFERENCE)].map((m) => m[1]!)),
    ...(search === null ? {} : { search }),
  };
}

/** Every distinct hash and image of a set of pages. */
export function unionFacts(pages: Iterable<PageFacts>): PageFacts {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const images = new Set<string>();
  for (const p of pages) {
    p.scripts.forEach((s) => scripts.add(s));
    p.styles.forEach((s) => styles.add(s));
    p.images.forEach((i) => images.add(i));
  }
  return { scripts: distinct(scripts), styles: distinct(styles), images: distinct(images) };
}

/** One name for a page whether it comes from a request URL ('/teams/1/') or Astro's page list ('teams/1/'). */
export const pageName = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');
