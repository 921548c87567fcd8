// The data half of a page's render key (src/lib/render-key.ts), pure: a digest of what the page shows, or null when
// it shows an image the build must try again (one the last build could not use, or one without a version).

/** How an Image without a version serialises (src/lib/api/media.ts toImage: isDefault, then version). */
const UNVERSIONED = '"isDefault":false,"version":null';

export function renderDigest(
  data: unknown,
  failedUrls: Iterable<string>,
  hash: (text: string) => string,
): string | null {
  const json = JSON.stringify(data) ?? 'undefined';
  if (json.includes(UNVERSIONED)) return null;
  for (const url of failedUrls) if (json.includes(JSON.stringify(url).slice(1, -1))) return null;
  return hash(json);
}
