// Payload's REST read semantics: list parameters (where, sort, limit, page, depth, select), pagination and population.
import type { Field } from './collections.ts';
import { compilePath } from './paths.ts';
import { Populator } from './populate.ts';
import { parseQueryString, QueryError, type QsObject, type QsValue } from './qs.ts';
import type { Doc, Store } from './store.ts';
import { compileWhere, type Predicate } from './where.ts';

export const DEFAULT_LIMIT = 10;
export const DEFAULT_DEPTH = 2;
export const MAX_DEPTH = 10;

export type ListParams = {
  where?: QsValue;
  sort: string[];
  limit: number;
  page: number;
  depth: number;
  select?: QsObject;
  pagination: boolean;
};

export type ListResponse = {
  docs: Array<Record<string, unknown>>;
  totalDocs: number;
  limit: number;
  totalPages: number;
  page: number;
  pagingCounter: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
};

function intParam(q: QsObject, name: string, fallback: number, min: number): number {
  const v = q[name];
  if (v === undefined || v === '') return fallback;
  if (typeof v !== 'string') throw new QueryError(`${name} must be given once, as a whole number`);
  const t = v.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) < min)
    throw new QueryError(`${name} must be a whole number of at least ${min}, got "${v.slice(0, 40)}"`);
  return Number(t);
}

/** Reads the query string of a list or read request; throws QueryError (400) on anything malformed. */
export function parseParams(search: string): ListParams {
  const q = parseQueryString(search);
  const rawSort = q.sort === undefined ? ['-createdAt'] : typeof q.sort === 'string' ? [q.sort] : q.sort;
  if (!Array.isArray(rawSort) || !rawSort.every((s) => typeof s === 'string'))
    throw new QueryError('sort must be field, -field or a comma-separated list of them');
  const sort = (rawSort as string[])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  if (q.select !== undefined && (typeof q.select !== 'object' || Array.isArray(q.select)))
    throw new QueryError('select must look like select[field]=true');
  const pagination =
    q.pagination === undefined ? true : q.pagination === 'false' ? false : q.pagination === 'true' ? true : null;
  if (pagination === null) throw new QueryError('pagination must be true or false');
  return {
    ...(q.where === undefined ? {} : { where: q.where }),
    ...(q.select === undefined ? {} : { select: q.select as QsObject }),
    sort: sort.length ? sort : ['-createdAt'],
    limit: intParam(q, 'limit', DEFAULT_LIMIT, 0),
    page: intParam(q, 'page', 1, 1),
    // Payload caps depth at its maxDepth rather than refusing.
    depth: Math.min(intParam(q, 'depth', DEFAULT_DEPTH, 0), MAX_DEPTH),
    pagination,
  };
}

/** SQLite's order: NULL before numbers before text; ascending puts nulls first, descending last. */
type SortValue = null | number | string;
const rank = (v: SortValue) => (v === null ? 0 : typeof v === 'number' ? 1 : 2);
function compareValues(a: SortValue, b: SortValue): number {
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (a === null || b === null || a === b) return 0;
  return a < b ? -1 : 1;
}

function sortable(field: Field, v: unknown): SortValue {
  if (v === null || v === undefined || typeof v === 'object') return null;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (field.type === 'date') {
    const t = Date.parse(String(v));
    return Number.isNaN(t) ? String(v) : t;
  }
  return v as number | string;
}

function sortDocs(store: Store, slug: string, docs: Doc[], keys: string[]): Doc[] {
  // The store keeps every collection oldest id first: sorting by id alone is that order (or its reverse), with no
  // per-page sort of a whole collection (the alerts sender pages 50,000 subscriptions by id).
  if (keys.length === 1 && (keys[0] === 'id' || keys[0] === '+id')) return docs;
  if (keys.length === 1 && keys[0] === '-id') return docs.toReversed();
  const specs = keys.map((k) => {
    const desc = k.startsWith('-');
    const leaf = compilePath(store, slug, desc || k.startsWith('+') ? k.slice(1) : k);
    return { dir: desc ? -1 : 1, read: (d: Doc) => sortable(leaf.field, leaf.read(d)[0]) };
  });
  const tie = specs[0]?.dir ?? -1;
  const keyed = docs.map((d) => ({ d, k: specs.map((s) => s.read(d)), id: Number(d.id) }));
  keyed.sort((x, y) => {
    for (let i = 0; i < specs.length; i++) {
      const c = compareValues(x.k[i] as SortValue, y.k[i] as SortValue);
      if (c !== 0) return c * (specs[i] as { dir: number }).dir;
    }
    // Equal keys fall back to id, so pages never overlap or skip a document.
    return (x.id - y.id) * tie;
  });
  return keyed.map((x) => x.d);
}

/** select[field]=true keeps only those fields (and id); select[field]=false drops them. Nested groups work alike. */
function applySelect(
  doc: Record<string, unknown>,
  select: QsObject,
  include: boolean,
  top: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = include ? (top && 'id' in doc ? { id: doc.id } : {}) : { ...doc };
  for (const [key, rule] of Object.entries(select)) {
    if (typeof rule === 'string') {
      if (rule !== 'true' && rule !== 'false') throw new QueryError(`select[${key}] must be true or false`);
      if (include && rule === 'true' && Object.hasOwn(doc, key)) out[key] = doc[key];
      if (!include && rule === 'false') delete out[key];
      continue;
    }
    if (Array.isArray(rule)) throw new QueryError(`select[${key}] must be true, false or nested fields`);
    const v = doc[key];
    const nested = (x: unknown) =>
      x && typeof x === 'object' && !Array.isArray(x)
        ? applySelect(x as Record<string, unknown>, rule, include, false)
        : x;
    if (Object.hasOwn(doc, key)) out[key] = Array.isArray(v) ? v.map(nested) : nested(v);
  }
  return out;
}

const hasTrue = (s: QsValue): boolean => (typeof s === 'string' ? s === 'true' : Object.values(s).some(hasTrue));

function shape(store: Store, slug: string, docs: Doc[], p: ListParams): Array<Record<string, unknown>> {
  const pop = new Populator(store, p.depth);
  const select = p.select;
  const include = select ? hasTrue(select) : false;
  return docs.map((d) => {
    const out = pop.document(slug, d);
    return select ? applySelect(out, select, include, true) : out;
  });
}

/** A list answer exactly as Payload's SQL adapter builds it (see its findMany). */
export function findMany(store: Store, slug: string, p: ListParams, scope?: Predicate): ListResponse {
  const match = compileWhere(store, slug, p.where);
  const matched = sortDocs(
    store,
    slug,
    store.all(slug).filter((d) => (!scope || scope(d)) && match(d)),
    p.sort,
  );
  const offset = (p.page - 1) * p.limit;
  if (p.limit === 0 || !p.pagination) {
    const docs = p.limit === 0 ? matched : matched.slice(offset, offset + p.limit);
    return {
      docs: shape(store, slug, docs, p),
      totalDocs: docs.length,
      limit: p.limit,
      totalPages: 1,
      page: p.page,
      pagingCounter: 1,
      hasPrevPage: false,
      hasNextPage: false,
      prevPage: null,
      nextPage: null,
    };
  }
  const totalDocs = matched.length;
  const totalPages = totalDocs === 0 ? 1 : Math.ceil(totalDocs / p.limit);
  const hasPrevPage = totalDocs > 0 && p.page > 1;
  const hasNextPage = totalPages > p.page;
  return {
    docs: shape(store, slug, matched.slice(offset, offset + p.limit), p),
    totalDocs,
    limit: p.limit,
    totalPages,
    page: p.page,
    pagingCounter: totalDocs === 0 ? 1 : offset + 1,
    hasPrevPage,
    hasNextPage,
    prevPage: hasPrevPage ? p.page - 1 : null,
    nextPage: hasNextPage ? p.page + 1 : null,
  };
}

/** One document, populated like a list entry; undefined when there is none. */
export function findOne(store: Store, slug: string, id: string, p: ListParams): Record<string, unknown> | undefined {
  const doc = store.get(slug, id);
  return doc ? shape(store, slug, [doc], p)[0] : undefined;
}

export function count(store: Store, slug: string, p: ListParams): { totalDocs: number } {
  const match = compileWhere(store, slug, p.where);
  return { totalDocs: store.all(slug).filter(match).length };
}
