// Highlights page state in the address bar: the sort buttons' modes and page URLs (no date code: browser-safe). The
// buttons' labels are texts of the page's language (src/i18n/texts/highlights.ts).
import type { HighlightSort } from './league/highlights.ts';

export const HIGHLIGHT_SORTS: Array<{ mode: HighlightSort }> = [
  { mode: 'recent' },
  { mode: 'mostViewed' },
  { mode: 'longest' },
];

/**
 * /highlights for page 1, /highlights/page/{n} after; a sort other than Recent rides along as ?sort=. `prefix` is the
 * language's ('/ne'; see pathPrefix), so the page script needs no language code (and stays one inline file).
 */
export function highlightsHref(page: number, sort: HighlightSort = 'recent', prefix = ''): string {
  const path = `${prefix}${page <= 1 ? '/highlights' : `/highlights/page/${page}`}`;
  return sort === 'recent' ? path : `${path}?sort=${sort}`;
}

/** What stands before /highlights in a page's path: '' in English, '/ne' in Nepali. */
export function pathPrefix(pathname: string): string {
  return pathname.slice(0, Math.max(0, pathname.indexOf('/highlights')));
}

/** The modes again as plain strings: the page script then leaves HIGHLIGHT_SORTS out (its 3 KB budget). */
const MODES: readonly string[] = ['recent', 'mostViewed', 'longest'] satisfies HighlightSort[];

export function isHighlightSort(v: string | null): v is HighlightSort {
  return MODES.includes(v ?? '');
}

/** The page number in a /highlights or /highlights/page/{n} path, in either language (1 when absent or unreadable). */
export function pageFromPath(pathname: string): number {
  const m = /\/highlights\/page\/(\d+)\/?$/.exec(pathname);
  return m ? Math.max(1, Number(m[1])) : 1;
}
