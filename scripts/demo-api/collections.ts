// The league's collections as the demo API knows them: field types (for queries, population, writes) and form rules,
// from the one schema source the Payload plugin also builds its collections from (cms/plugin/src/rules/collections.ts).
import {
  COLLECTION_LIST,
  type CollectionDef,
  type Field,
  type Fields,
} from '../../cms/plugin/src/rules/collections.ts';

export { ROW_FIELDS, SYSTEM_FIELDS } from '../../cms/plugin/src/rules/collections.ts';
export type { CollectionDef, Field, Fields, Rule } from '../../cms/plugin/src/rules/collections.ts';

export const COLLECTIONS: ReadonlyMap<string, CollectionDef> = new Map(COLLECTION_LIST.map((c) => [c.slug, c]));

export const collectionOf = (slug: string): CollectionDef | undefined => COLLECTIONS.get(slug);

/** A field by name among `fields`, with the system fields of a document (or of an array row) included. */
export function fieldIn(fields: Fields, name: string, system: Fields): Field | undefined {
  if (Object.hasOwn(system, name)) return system[name];
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** Media documents carry a virtual url pointing at their file, relative like Payload's. */
export const mediaUrl = (filename: unknown): string | null =>
  typeof filename === 'string' && filename ? `/api/media/file/${encodeURIComponent(filename)}` : null;
