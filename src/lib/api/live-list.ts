// A list request of the live islands (a GET to the live read address): the docs of a Payload list answer, read one by one, the first of each id kept
// (as parseMany does at build time); documents that cannot be read are skipped.
import { docsOf, getLive, liveUrl, type Query } from './client.ts';

export async function liveList<T extends { id: string }>(
  path: string,
  query: Query,
  read: (raw: unknown) => T | null,
): Promise<T[]> {
  const docs = docsOf(await getLive(path, query), liveUrl(path, query));
  const seen = new Set<string>();
  const out: T[] = [];
  for (const doc of docs.map(read)) {
    if (doc === null || seen.has(doc.id)) continue;
    seen.add(doc.id);
    out.push(doc);
  }
  return out;
}
