// Field paths (`height.feet`, `homeTeam.team_name`, `days.matches`) compiled to readers of a document's leaf values.
import { collectionOf, fieldIn, ROW_FIELDS, SYSTEM_FIELDS, type Field, type Fields } from './collections.ts';
import { QueryError } from './qs.ts';
import type { Store } from './store.ts';

/** The field at the end of a path, and a reader giving every value found there (arrays and hasMany fan out). */
export type Leaf = { field: Field; hasMany: boolean; read: (doc: Record<string, unknown>) => unknown[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A relationship value in stored or populated form, as its id. */
export const relId = (v: unknown): unknown => (isObject(v) ? (v.id ?? null) : v);

const unknownPath = (path: string) => new QueryError(`The following path cannot be queried: ${path}`);

export function compilePath(store: Store, slug: string, path: string): Leaf {
  const def = collectionOf(slug);
  if (!def) throw unknownPath(path);
  const segs = path.replace(/__/g, '.').split('.');
  if (segs.some((s) => s === '')) throw unknownPath(path);
  return compile(store, def.fields, SYSTEM_FIELDS, segs, 0, path);
}

function compile(store: Store, fields: Fields, system: Fields, segs: string[], i: number, path: string): Leaf {
  const name = segs[i] as string;
  const field = fieldIn(fields, name, system);
  if (!field) throw unknownPath(path);
  const own = (doc: Record<string, unknown>): unknown => (Object.hasOwn(doc, name) ? doc[name] : null);

  if (i === segs.length - 1) {
    if ((field.type === 'relationship' || field.type === 'upload') && field.hasMany) {
      return {
        field,
        hasMany: true,
        read: (doc) => {
          const v = own(doc);
          return Array.isArray(v) ? v.map(relId) : [];
        },
      };
    }
    if (field.type === 'relationship' || field.type === 'upload') {
      return { field, hasMany: false, read: (doc) => [relId(own(doc)) ?? null] };
    }
    if (field.type === 'array') {
      return {
        field,
        hasMany: true,
        read: (doc) => {
          const v = own(doc);
          return Array.isArray(v) ? v : [];
        },
      };
    }
    return { field, hasMany: false, read: (doc) => [own(doc) ?? null] };
  }

  switch (field.type) {
    case 'group': {
      const sub = compile(store, field.fields, {}, segs, i + 1, path);
      return {
        ...sub,
        read: (doc) => {
          const v = own(doc);
          return isObject(v) ? sub.read(v) : [null];
        },
      };
    }
    case 'array': {
      const sub = compile(store, field.fields, ROW_FIELDS, segs, i + 1, path);
      return {
        ...sub,
        hasMany: true,
        read: (doc) => {
          const v = own(doc);
          return Array.isArray(v) ? v.flatMap((r) => (isObject(r) ? sub.read(r) : [null])) : [];
        },
      };
    }
    case 'relationship':
    case 'upload': {
      const target = collectionOf(field.relationTo);
      if (!target) throw unknownPath(path);
      const sub = compile(store, target.fields, SYSTEM_FIELDS, segs, i + 1, path);
      const follow = (v: unknown): unknown[] => {
        const id = relId(v);
        const doc = typeof id === 'number' || typeof id === 'string' ? store.get(field.relationTo, id) : undefined;
        return doc ? sub.read(doc) : [null];
      };
      return {
        ...sub,
        hasMany: sub.hasMany || !!field.hasMany,
        read: (doc) => {
          const v = own(doc);
          return field.hasMany ? (Array.isArray(v) ? v.flatMap(follow) : []) : follow(v);
        },
      };
    }
    case 'json': {
      // Free-form JSON: the rest of the path walks the stored value as it is.
      const rest = segs.slice(i + 1);
      const read = (doc: Record<string, unknown>) => {
        let v: unknown = own(doc);
        for (const s of rest) v = isObject(v) && Object.hasOwn(v, s) ? v[s] : null;
        return [v ?? null];
      };
      return { field: { type: 'text' }, hasMany: false, read };
    }
    default:
      throw unknownPath(path);
  }
}
