// The followed schools as stored on the phone, without the store: what a static page's script needs to show the
// Follow buttons' state at load (a few hundred bytes), while the nanostore (followed.ts) loads on the first tap.
export const FOLLOWED_KEY = 'nsfl:followed';

/** Team ids, in the order the visitor followed them; never a duplicate. */
export function parseFollowed(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((v): v is number => Number.isInteger(v) && v > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** What the phone holds now; nothing when storage is unavailable (private mode, blocked). */
export function readFollowed(): number[] {
  try {
    return parseFollowed(localStorage.getItem(FOLLOWED_KEY));
  } catch {
    return [];
  }
}
