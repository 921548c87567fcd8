// The site's data layer and the CMS's fields cannot drift apart: every field the site's schemas read
// (src/lib/api/schemas.ts) is a field of the same collection in the one schema source the demo API serves and the
// Payload plugin builds its collections from (cms/plugin/src/rules/collections.ts).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { COLLECTION_LIST, SYSTEM_FIELDS } from '../../../cms/plugin/src/rules/collections.ts';
import * as schemas from '../../../src/lib/api/schemas.ts';

/** Each entity schema of the site and the collection it reads. */
const READS: Array<[keyof typeof schemas, string]> = [
  ['teamSchema', 'teams'],
  ['groupSchema', 'groups'],
  ['playerSchema', 'players'],
  ['matchSchema', 'matches'],
  ['standingSchema', 'tables'],
  ['highlightSchema', 'highlights'],
  ['sponsorSchema', 'sponsors'],
  ['articleSchema', 'blogs'],
  ['liveVideoSchema', 'watchlive'],
  ['matchEventSchema', 'match-events'],
  ['noticeSchema', 'posts'],
];

/** Names the site also accepts from older CMS setups, never asked of the plugin: `matchDate` for `match_date`. */
const TOLERATED: Record<string, string[]> = { matches: ['matchDate'] };

/** The top-level fields a schema reads: the object before its transform. */
function readFields(schema: unknown): string[] {
  const input = (schema as { in?: z.ZodObject }).in ?? (schema as z.ZodObject);
  return Object.keys(input.shape);
}

describe("the site's data layer against the plugin's fields", () => {
  it.each(READS)('%s reads only fields the CMS has in %s', (name, slug) => {
    const collection = COLLECTION_LIST.find((c) => c.slug === slug);
    expect(collection, slug).toBeDefined();
    const known = new Set([
      ...Object.keys(SYSTEM_FIELDS),
      ...Object.keys(collection!.fields),
      ...(TOLERATED[slug] ?? []),
    ]);
    const read = readFields(schemas[name]);
    expect(read.length).toBeGreaterThan(2);
    expect(read.filter((f) => !known.has(f))).toEqual([]);
  });

  it('names every entity schema the site exports', () => {
    const exported = Object.keys(schemas).filter((k) => k.endsWith('Schema'));
    expect(exported.sort()).toEqual(READS.map(([n]) => n).sort());
  });
});
