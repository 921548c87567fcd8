// Reading a whole Payload list page by page, checked: every page must hold what its own counts promise, and the pages
// together exactly `totalDocs` distinct documents. A short answer (a page cut by a proxy, `hasNextPage` false too early,
// a CMS that drops rows) fails the read instead of becoming a short collection on the site (docs/decisions/self-hosted.md,
// "A list is complete or the build fails").

/** The paging fields of a Payload list answer that the checks read. */
export type ListPage = { docs: unknown[]; totalDocs: number; hasNextPage: boolean; page: number; limit: number | null };

/** A list that does not add up: the read is refused, naming the collection's path and the counts. */
export class ShortListError extends Error {
  readonly path: string;
  constructor(path: string, detail: string) {
    super(`${path}: ${detail}; the build stops and the live site stays`);
    this.name = 'ShortListError';
    this.path = path;
  }
}

/** The paging fields of one answer, or a description of what is missing. */
export function readPage(body: unknown): ListPage | string {
  if (!body || typeof body !== 'object') return 'the answer is not a list';
  const b = body as Record<string, unknown>;
  if (!Array.isArray(b.docs)) return 'the answer has no docs array';
  if (!Number.isInteger(b.totalDocs) || (b.totalDocs as number) < 0) return 'the answer has no totalDocs count';
  if (typeof b.hasNextPage !== 'boolean') return 'the answer has no hasNextPage';
  if (!Number.isInteger(b.page)) return 'the answer has no page number';
  // The page size the CMS applied (it may cap the one asked): the later pages are cut by it.
  const limit = Number.isInteger(b.limit) && (b.limit as number) > 0 ? (b.limit as number) : null;
  return { docs: b.docs, totalDocs: b.totalDocs as number, hasNextPage: b.hasNextPage, page: b.page as number, limit };
}

/**
 * What is wrong with page `n` (of `limit` documents a page) of a list whose first page said `total`; null when it
 * holds exactly what the counts promise: `limit` documents on every page but the last, the rest on the last, and
 * `hasNextPage` true until then.
 */
export function pageProblem(page: ListPage, n: number, limit: number, total: number): string | null {
  if (page.page !== n) return `page ${n} was asked, page ${page.page} came back`;
  if (page.totalDocs !== total) return `totalDocs went from ${total} to ${page.totalDocs} between pages`;
  const due = Math.max(0, Math.min(limit, total - (n - 1) * limit));
  if (page.docs.length !== due) return `page ${n} holds ${page.docs.length} documents where ${due} are due`;
  const more = n * limit < total;
  if (page.hasNextPage !== more) return `page ${n} says hasNextPage ${page.hasNextPage} with ${total} documents`;
  return null;
}

/** What is wrong with the whole read: its documents' ids must be `total` distinct ones. */
export function listProblem(ids: string[], total: number): string | null {
  const distinct = new Set(ids.filter(Boolean)).size;
  if (distinct !== total) return `the CMS listed ${distinct} distinct documents of its ${total} (totalDocs)`;
  return null;
}

/**
 * The sort every page of a read asks: the CMS's own order (newest created first, or the caller's), then the id, so
 * that no two documents tie and the pages neither overlap nor skip one.
 */
export function stableSort(sort: string | undefined): string {
  const keys = (sort ?? '-createdAt').split(',').filter(Boolean);
  return keys.some((k) => k.replace(/^[-+]/, '') === 'id') ? keys.join(',') : [...keys, '-id'].join(',');
}
