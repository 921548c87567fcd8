// Payload's `where` dialect compiled to a predicate over stored documents (any-match through arrays and hasMany).
import type { Field } from './collections.ts';
import { compilePath, type Leaf } from './paths.ts';
import { QueryError, type QsValue } from './qs.ts';
import type { Doc, Store } from './store.ts';

export type Predicate = (doc: Doc) => boolean;

export const OPERATORS = [
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'in',
  'not_in',
  'all',
  'exists',
  'like',
  'not_like',
  'contains',
] as const;
const OPERATOR_SET = new Set<string>(OPERATORS);

/** How values of a field compare: numbers and ids as numbers, dates as instants, checkboxes as booleans. */
type Kind = 'number' | 'date' | 'bool' | 'id' | 'text';
const INVALID = Symbol('invalid');
type Value = string | number | boolean | null | typeof INVALID;

const isObject = (v: unknown): v is Record<string, QsValue> => typeof v === 'object' && v !== null && !Array.isArray(v);

function kindOf(field: Field): Kind {
  switch (field.type) {
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'checkbox':
      return 'bool';
    case 'relationship':
    case 'upload':
      return 'id';
    default:
      return 'text';
  }
}

/** A stored value in comparable form; objects (groups, rows) compare with nothing. */
function stored(kind: Kind, v: unknown): Value {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') return INVALID;
  switch (kind) {
    case 'date': {
      const t = typeof v === 'number' ? v : Date.parse(String(v));
      return Number.isNaN(t) ? INVALID : t;
    }
    case 'number':
    case 'id':
      return typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(String(v)) ? Number(v) : String(v);
    case 'bool':
      return typeof v === 'boolean' ? v : INVALID;
    default:
      return String(v);
  }
}

/** A query operand converted as Payload's sanitizeQueryValue does ('null' means null for dates, numbers, ids). */
function operand(kind: Kind, raw: string): Value {
  switch (kind) {
    case 'number':
    case 'id': {
      if (raw === 'null') return null;
      // An id that is no number (a MongoDB ObjectId, a UUID) is compared as the text the CMS gave.
      const n = raw.trim() === '' ? NaN : Number(raw);
      return Number.isNaN(n) ? (kind === 'number' ? null : raw) : n;
    }
    case 'date': {
      if (raw === 'null' || raw === '') return null;
      const t = Date.parse(raw);
      return Number.isNaN(t) ? INVALID : t;
    }
    case 'bool':
      return raw.toLowerCase() === 'true' ? true : raw.toLowerCase() === 'false' ? false : INVALID;
    default:
      return raw;
  }
}

function scalarArg(path: string, op: string, arg: QsValue): string {
  if (typeof arg !== 'string') throw new QueryError(`where[${path}][${op}] takes a single value`);
  return arg;
}

const listArg = (arg: QsValue, path: string, op: string): string[] => {
  if (typeof arg === 'string') return arg.split(',');
  if (Array.isArray(arg) && arg.every((a) => typeof a === 'string')) return arg as string[];
  throw new QueryError(`where[${path}][${op}] takes a comma-separated list or where[${path}][${op}][]=value`);
};

const same = (a: Value, b: Value) => a !== INVALID && b !== INVALID && a === b;

function ordered(op: string, a: Value, b: Value): boolean {
  if (a === null || b === null || a === INVALID || b === INVALID || typeof a !== typeof b) return false;
  switch (op) {
    case 'greater_than':
      return a > b;
    case 'greater_than_equal':
      return a >= b;
    case 'less_than':
      return a < b;
    default:
      return a <= b;
  }
}

const text = (v: unknown): string | null =>
  v === null || v === undefined || typeof v === 'object' ? null : String(v).toLowerCase();

function compileOperator(leaf: Leaf, path: string, op: string, arg: QsValue): (values: unknown[]) => boolean {
  // A document's id is a number or a string, whichever the database gives: numbers compare as numbers, others as text.
  const kind = path === 'id' ? 'id' : kindOf(leaf.field);
  const eq = (raw: string) => {
    const want = operand(kind, raw);
    return (vals: unknown[]) => vals.some((v) => same(stored(kind, v), want));
  };
  switch (op) {
    case 'exists': {
      const raw = scalarArg(path, op, arg).toLowerCase();
      if (raw !== 'true' && raw !== 'false') throw new QueryError(`where[${path}][exists] must be true or false`);
      return (vals) => vals.some((v) => v !== null && v !== undefined) === (raw === 'true');
    }
    case 'in':
    case 'not_in':
    case 'all': {
      const wants = listArg(arg, path, op).map((raw) => operand(kind, raw));
      const hit = (vals: unknown[], w: Value) => vals.some((v) => same(stored(kind, v), w));
      if (op === 'all') return (vals) => wants.every((w) => hit(vals, w));
      return op === 'in' ? (vals) => wants.some((w) => hit(vals, w)) : (vals) => !wants.some((w) => hit(vals, w));
    }
    case 'equals':
      return eq(scalarArg(path, op, arg));
    case 'not_equals': {
      const match = eq(scalarArg(path, op, arg));
      return (vals) => !match(vals);
    }
    case 'like':
    case 'not_like': {
      const raw = scalarArg(path, op, arg);
      // Payload treats `like` on numbers and relationships as equality.
      const match =
        kind === 'number' || kind === 'id'
          ? eq(raw)
          : (
              (words: string[]) => (vals: unknown[]) =>
                vals.some((v) => {
                  const t = text(v);
                  return t !== null && words.every((w) => t.includes(w));
                })
            )(raw.toLowerCase().split(' '));
      return op === 'like' ? match : (vals) => !match(vals);
    }
    case 'contains': {
      const raw = scalarArg(path, op, arg);
      if (kind === 'id' && leaf.hasMany) return eq(raw);
      const needle = kind === 'number' || kind === 'id' ? String(Number(raw)) : raw.toLowerCase();
      return (vals) => vals.some((v) => text(v)?.includes(needle) ?? false);
    }
    default: {
      const want = operand(kind, scalarArg(path, op, arg));
      return (vals) => vals.some((v) => ordered(op, stored(kind, v), want));
    }
  }
}

export function compileWhere(store: Store, slug: string, where: QsValue | undefined): Predicate {
  if (where === undefined) return () => true;
  if (!isObject(where)) throw new QueryError('where must be an object, e.g. where[field][equals]=value');
  const parts: Predicate[] = [];
  for (const [key, value] of Object.entries(where)) {
    const lower = key.toLowerCase();
    if (lower === 'and' || lower === 'or') {
      if (!Array.isArray(value))
        throw new QueryError(`where[${key}] must be a list, e.g. where[${key}][0][field][equals]=value`);
      const subs = value.map((w) => compileWhere(store, slug, w));
      // An empty and/or adds no condition, as in Payload.
      if (subs.length) parts.push(lower === 'and' ? (d) => subs.every((p) => p(d)) : (d) => subs.some((p) => p(d)));
      continue;
    }
    if (!isObject(value)) throw new QueryError(`where[${key}] needs an operator, e.g. where[${key}][equals]=value`);
    const leaf = compilePath(store, slug, key);
    for (const [op, arg] of Object.entries(value)) {
      if (!OPERATOR_SET.has(op))
        throw new QueryError(`Unknown operator "${op}" in where[${key}][${op}]; use one of: ${OPERATORS.join(', ')}`);
      const test = compileOperator(leaf, key, op, arg);
      parts.push((d) => test(leaf.read(d)));
    }
  }
  return (d) => parts.every((p) => p(d));
}
