// Every string the CMS holds (names, titles, venues, categories…), from the league API's content collections: what a
// Nepali page may show as written (scripts/lib/leftover-english.ts allows them in titles and descriptions).
const COLLECTIONS = ['teams', 'players', 'matches', 'highlights', 'sponsors', 'blogs', 'watchlive', 'posts', 'tables'];

function strings(v: unknown, out: Set<string>, depth = 0): void {
  if (depth > 4 || v === null || v === undefined) return;
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.length >= 2 && s.length <= 200 && /[A-Za-z]/.test(s) && !/^(https?:|\/)/.test(s)) out.add(s);
  } else if (Array.isArray(v)) for (const x of v) strings(x, out, depth + 1);
  else if (typeof v === 'object') for (const x of Object.values(v)) strings(x, out, depth + 1);
}

export async function cmsStrings(apiUrl: string): Promise<string[]> {
  const out = new Set<string>();
  for (const c of COLLECTIONS) {
    try {
      const res = await fetch(`${apiUrl}/api/${c}?limit=1000&depth=1`);
      if (res.ok) strings(((await res.json()) as { docs?: unknown }).docs, out);
    } catch {
      /* a collection the API lacks gives nothing */
    }
  }
  // Longest first, so a name is taken out before a shorter name inside it.
  return [...out].sort((a, b) => b.length - a.length);
}
