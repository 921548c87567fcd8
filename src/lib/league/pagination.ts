// Pagination: pages of a list, and the page links shown (2 around the current page, 3 at each margin: SPEC §9).
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function pageOf<T>(items: T[], page: number, perPage: number): T[] {
  const p = Math.min(Math.max(1, page), pageCount(items.length, perPage));
  return items.slice((p - 1) * perPage, p * perPage);
}

export type PageItem = number | 'gap';

/** 1-based page numbers to show, with 'gap' where pages are left out. */
export function pageItems(current: number, total: number, around = 2, margin = 3): PageItem[] {
  const show = new Set<number>();
  for (let i = 1; i <= Math.min(margin, total); i++) show.add(i);
  for (let i = Math.max(1, total - margin + 1); i <= total; i++) show.add(i);
  for (let i = Math.max(1, current - around); i <= Math.min(total, current + around); i++) show.add(i);
  const sorted = [...show].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push('gap');
    out.push(n);
  });
  return out;
}
