// Depth population as Payload's afterRead does it: relations within `depth` become documents, beyond it stay ids.
import { collectionOf, mediaUrl, type Fields } from './collections.ts';
import { QueryError } from './qs.ts';
import type { Doc, Store } from './store.ts';

type Out = Record<string, unknown>;

/**
 * A cap on documents copied into one answer. Shared sub-documents are built once, but JSON repeats them: teams at
 * depth 10 would be a squad inside a team inside a squad… gigabytes. Past the cap the request is refused (400).
 */
export const MAX_POPULATED = 1_000_000;

const isObject = (v: unknown): v is Out => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored document in the shape the API serves it (media gain their url). */
export function served(slug: string, doc: Doc): Out {
  if (slug !== 'media') return { ...doc };
  const { id, ...rest } = doc;
  return { id, url: mediaUrl(doc.filename), ...rest };
}

export class Populator {
  readonly store: Store;
  readonly depth: number;
  /** One object per (document, level): the same team under many players is built once. */
  #memo = new Map<string, { out: Out; weight: number }>();
  #weight = 0;

  constructor(store: Store, depth: number) {
    this.store = store;
    this.depth = depth;
  }

  /** A top-level document, its relations populated down to `depth`. */
  document(slug: string, doc: Doc): Out {
    const { out, weight } = this.#document(slug, doc, 1);
    this.#count(weight);
    return out;
  }

  #count(weight: number): void {
    this.#weight += weight;
    if (this.#weight > MAX_POPULATED) {
      throw new QueryError(`This answer would hold more than ${MAX_POPULATED} documents; ask a lower depth or limit.`);
    }
  }

  /** `level` is Payload's currentDepth: relations found at this level are populated when level <= depth. */
  #document(slug: string, doc: Doc, level: number): { out: Out; weight: number } {
    const key = `${slug}:${doc.id}:${level}`;
    const hit = this.#memo.get(key);
    if (hit) return hit;
    const def = collectionOf(slug);
    const base = served(slug, doc);
    const result = def ? this.#fields(def.fields, base, level) : { out: base, weight: 1 };
    this.#memo.set(key, result);
    return result;
  }

  #fields(fields: Fields, value: Out, level: number): { out: Out; weight: number } {
    const out: Out = { ...value };
    let weight = 1;
    for (const [name, field] of Object.entries(fields)) {
      if (!Object.hasOwn(value, name)) continue;
      const v = value[name];
      if (field.type === 'relationship' || field.type === 'upload') {
        if (this.depth < level) continue;
        const one = (ref: unknown): unknown => {
          const id = isObject(ref) ? ref.id : ref;
          const target =
            typeof id === 'number' || typeof id === 'string' ? this.store.get(field.relationTo, id) : undefined;
          // A relation to a missing document stays an id, as it does in Payload.
          if (!target) return ref;
          const sub = this.#document(field.relationTo, target, level + 1);
          weight += sub.weight;
          return sub.out;
        };
        out[name] = Array.isArray(v) ? v.map(one) : v === null || v === undefined ? v : one(v);
      } else if (field.type === 'group' && isObject(v)) {
        const sub = this.#fields(field.fields, v, level);
        out[name] = sub.out;
        weight += sub.weight - 1;
      } else if (field.type === 'array' && Array.isArray(v)) {
        out[name] = v.map((row) => {
          if (!isObject(row)) return row;
          const sub = this.#fields(field.fields, row, level);
          weight += sub.weight - 1;
          return sub.out;
        });
      }
    }
    return { out, weight };
  }
}
