// "My school": the schools a visitor follows, kept on the phone (localStorage, no login: SPEC §1), the same in every
// tab. Read by the static pages' small scripts and by the islands alike, so it is a plain nanostore with no React.
import { atom } from 'nanostores';
import { FOLLOWED_KEY, parseFollowed, readFollowed } from './followed-ids.ts';

const KEY = FOLLOWED_KEY;
const read = readFollowed;
export { parseFollowed };

export const $followed = atom<number[]>(typeof window === 'undefined' ? [] : read());

if (typeof window !== 'undefined') {
  $followed.listen((ids) => {
    try {
      if (ids.length) localStorage.setItem(KEY, JSON.stringify(ids));
      else localStorage.removeItem(KEY);
    } catch {
      // Private mode or a full store: following still works for this page.
    }
  });
  // Another tab followed or cleared: this one shows the same schools.
  addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) $followed.set(read());
  });
}

export const isFollowed = (id: number): boolean => $followed.get().includes(id);

export function follow(id: number): void {
  if (!isFollowed(id)) $followed.set([...$followed.get(), id]);
}

export function unfollow(id: number): void {
  $followed.set($followed.get().filter((x) => x !== id));
}

/** One tap clears every followed school. */
export function clearFollowed(): void {
  $followed.set([]);
}
