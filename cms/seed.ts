// Seeds the example CMS with the demo API's season (scripts/demo-api/seed.ts, the same builder), through Payload's
// Local API: media with their files, then every document without its relations, then the relations, mapped from the
// season's ids to the ids the database gave (Payload numbers its own).
import type { Payload } from 'payload';
import { COLLECTIONS } from '../scripts/demo-api/collections.ts';
import type { Fields } from '../scripts/demo-api/collections.ts';
import { buildSeason } from '../scripts/demo-api/seed.ts';

type Ids = Map<string, Map<number, number | string>>;

/** A document's fields split: what goes in at once, and its relations (with the collection each names). */
function relationsOf(fields: Fields, doc: Record<string, unknown>, ids: Ids): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) {
    const v = doc[name];
    if (v === undefined || v === null) continue;
    if (f.type === 'relationship' || f.type === 'upload') {
      const map = ids.get(f.relationTo);
      const one = (x: unknown) => (typeof x === 'number' ? (map?.get(x) ?? null) : null);
      out[name] = Array.isArray(v) ? v.map(one).filter((x) => x !== null) : one(v);
    } else if (f.type === 'array' && Array.isArray(v)) {
      out[name] = v.map((row: Record<string, unknown>) => ({
        ...plain(f.fields, row),
        ...relationsOf(f.fields, row, ids),
      }));
    }
  }
  return out;
}

/** A document's values but its relations (arrays are written whole with the relations, in the second pass). */
function plain(fields: Fields, doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(fields)) {
    if (f.type === 'relationship' || f.type === 'upload' || f.type === 'array') continue;
    if (doc[name] !== undefined && doc[name] !== null) out[name] = doc[name];
  }
  return out;
}

/** Puts the demo season into an empty CMS; returns how many documents went in. */
export async function seedPayload(payload: Payload, now: Date): Promise<number> {
  const season = buildSeason(now);
  const ids: Ids = new Map([['media', new Map()]]);
  const context = { nsflSeed: true };
  let count = 0;
  for (const m of season.media) {
    const doc = await payload.create({
      collection: 'media',
      data: { alt: m.alt },
      file: { data: Buffer.from(m.bytes), mimetype: m.mimeType, name: m.filename, size: m.bytes.length },
      context,
    });
    ids.get('media')!.set(m.id, doc.id);
    count++;
  }
  const order = Object.keys(season.collections);
  for (const slug of order) {
    const def = COLLECTIONS.get(slug);
    if (!def) continue;
    const map = new Map<number, number | string>();
    ids.set(slug, map);
    for (const d of season.collections[slug]!) {
      const doc = await payload.create({ collection: slug, data: plain(def.fields, d), depth: 0, context });
      map.set(d.id, doc.id);
      count++;
    }
  }
  for (const slug of order) {
    const def = COLLECTIONS.get(slug);
    if (!def) continue;
    for (const d of season.collections[slug]!) {
      const rel = relationsOf(def.fields, d, ids);
      if (Object.keys(rel).length)
        await payload.update({ collection: slug, id: ids.get(slug)!.get(d.id)!, data: rel, depth: 0, context });
    }
  }
  return count;
}
