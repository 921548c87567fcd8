// The one HTTP client of the site, used at build time and by islands: timeout, failure classes, pagination.
import { API_BASE, API_TIMEOUT_MS, LIVE_API_BASE } from '../config.ts';
import { ApiError } from './errors.ts';
import { listProblem, pageProblem, readPage, ShortListError, stableSort } from './paging.ts';
import { queryString, type Query } from './query-string.ts';

export type { Query };

export type RequestOptions = {
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Override the base URL (tests, the build against another host). */
  base?: string;
};

export function apiUrl(path: string, query: Query = {}, base = API_BASE): string {
  return `${base}${path.startsWith('/') ? path : `/${path}`}${queryString(query)}`;
}

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as { message?: unknown; errors?: Array<{ message?: unknown }> };
  if (typeof b.message === 'string') return b.message;
  const first = Array.isArray(b.errors) ? b.errors[0] : undefined;
  return typeof first?.message === 'string' ? first.message : undefined;
}

/** Sends one request and returns the parsed JSON body, or throws an ApiError with its kind. */
export async function request(
  method: 'GET' | 'POST',
  path: string,
  { query, body, ...opts }: RequestOptions & { query?: Query; body?: unknown } = {},
): Promise<unknown> {
  const url = apiUrl(path, query, opts.base);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      signal,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (e) {
    clearTimeout(timer);
    if (timeout.signal.aborted)
      throw new ApiError('timeout', url, `no answer within ${opts.timeoutMs ?? API_TIMEOUT_MS} ms`);
    throw new ApiError(
      'fetch',
      url,
      e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e),
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    throw new ApiError(timeout.signal.aborted ? 'timeout' : 'fetch', url, e instanceof Error ? e.message : String(e));
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    if (!res.ok) throw new ApiError('http', url, res.statusText || 'error', res.status);
    throw new ApiError('parse', url, `body is not JSON (${text.slice(0, 40)}…)`);
  }
  if (!res.ok) {
    const msg = serverMessage(parsed);
    throw new ApiError('http', url, msg ?? (res.statusText || 'error'), res.status, msg, parsed);
  }
  return parsed;
}

export function getJson(path: string, query?: Query, opts?: RequestOptions): Promise<unknown> {
  return request('GET', path, { ...opts, ...(query ? { query } : {}) });
}

/**
 * A live read of an island: a GET to the live read address (PUBLIC_LIVE_API_URL), the shared cache in front of the CMS
 * in production (docs/deploying.md, section 6). Writes and payment calls use postJson, which goes to the CMS itself.
 */
export function getLive(path: string, query?: Query): Promise<unknown> {
  return getJson(path, query, { base: LIVE_API_BASE });
}

/** The address getLive asks, for error messages. */
export const liveUrl = (path: string, query?: Query) => apiUrl(path, query, LIVE_API_BASE);

export function postJson(path: string, body: unknown, opts?: RequestOptions): Promise<unknown> {
  return request('POST', path, { ...opts, body });
}

/** The docs array of a Payload list answer; a parsing error when the shape is wrong. */
export function docsOf(body: unknown, url: string): unknown[] {
  const docs = body && typeof body === 'object' ? (body as { docs?: unknown }).docs : undefined;
  if (!Array.isArray(docs)) throw new ApiError('parse', url, 'list answer has no docs array');
  return docs;
}

/**
 * Every document of a collection, page by page (never trusting a default page size), in a stable order, checked
 * against the CMS's own counts (paging.ts). A list whose count changes while it is read (an edit in between) is read
 * once more; a second list that does not add up throws a ShortListError.
 */
export async function getAll(
  path: string,
  query: Query = {},
  opts: RequestOptions & { pageSize?: number } = {},
): Promise<unknown[]> {
  let problem = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    const read = await readAll(path, query, opts);
    if (Array.isArray(read)) return read;
    problem = read.problem;
  }
  throw new ShortListError(path, problem);
}

async function readAll(
  path: string,
  query: Query,
  opts: RequestOptions & { pageSize?: number },
): Promise<unknown[] | { problem: string }> {
  const asked = opts.pageSize ?? 100;
  const sort = stableSort(typeof query.sort === 'string' ? query.sort : undefined);
  const all: unknown[] = [];
  let total = 0;
  let limit = asked;
  for (let n = 1; ; n++) {
    const q = { ...query, sort, limit: asked, page: n };
    const body = await getJson(path, q, opts);
    const page = readPage(body);
    if (typeof page === 'string') throw new ApiError('parse', apiUrl(path, q, opts.base), page);
    if (n === 1) {
      total = page.totalDocs;
      limit = page.limit ?? asked;
    }
    const problem = pageProblem(page, n, limit, total);
    if (problem) return { problem: `${problem} (${all.length} of ${total} documents read)` };
    all.push(...page.docs);
    if (!page.hasNextPage) break;
  }
  const problem = listProblem(all.map(idOf), total);
  return problem ? { problem } : all;
}

const idOf = (r: unknown): string => (r && typeof r === 'object' ? String((r as { id?: unknown }).id ?? '') : '');
