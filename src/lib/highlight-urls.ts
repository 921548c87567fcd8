// Highlights page state in the address bar: the sort buttons' modes and labels, and page URLs (no date code: browser-safe).
import type { HighlightSort } from './league/highlights.ts';

export const HIGHLIGHT_SORTS: Array<{ mode: HighlightSort; label: string }> = [
  { mode: 'recent', label: 'Recent' },
  { mode: 'mostViewed', label: 'Most Viewed' },
  { mode: 'longest', label: 'Longest' },
];

/** /highlights for page 1, /highlights/page/{n} after; a sort other than Recent rides along as ?sort=. */
export function highlightsHref(page: number, sort: HighlightSort = 'recent'): string {
  const path = page <= 1 ? '/highlights' : `/highlights/page/${page}`;
  return sort === 'recent' ? path : `${path}?sort=${sort}`;
}

export function isHighlightSort(v: string | null): v is HighlightSort {
  return HIGHLIGHT_SORTS.some((s) => s.mode === v);
}

/** The page number in a /highlights or /highlights/page/{n} path (1 when absent or unreadable). */
export function pageFromPath(pathname: string): number {
  const m = /\/highlights\/page\/(\d+)\/?$/.exec(pathname);
  return m ? Math.max(1, Number(m[1])) : 1;
}
