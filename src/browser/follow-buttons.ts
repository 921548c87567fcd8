// Follow / Following buttons ([data-follow] = team id): shown in their state (aria-pressed; the words are the button's
// two spans, one shown by CSS) at load from what the phone holds, and toggled on a tap, writing the list the
// followed-schools store keeps (stores/followed.ts: the same key, the same JSON list of ids, read back by parseFollowed
// on the store's pages; other tabs follow through the storage event). Written for size, without the store: a team page
// carries at most 3 KB of JavaScript, most of it the shell's scripts (docs/decisions/pages.md; the team page's weight:
// docs/benchmarks.md, "Page weight").
// Storage blocked, or a list not written by us: JSON.parse or includes throws before any button is shown, so the
// buttons stay hidden where nothing could be kept.
// The store's key (stores/followed-ids.ts FOLLOWED_KEY; tests/unit/stores/followed.test.ts holds them equal), written
// out: imported, the bundler keeps a shared chunk of followed-ids.ts for it, a request and bytes more on every team page.
const FOLLOWED_KEY = 'nsfl:followed';

const buttons = document.querySelectorAll<HTMLButtonElement>('button[data-follow]');
const show = () => {
  const ids: unknown[] = JSON.parse(localStorage[FOLLOWED_KEY] || '[]');
  for (const b of buttons) {
    const id = +b.dataset.follow!;
    const on = ids.includes(id);
    b.hidden = false;
    b.ariaPressed = String(on);
    b.onclick = () => {
      localStorage[FOLLOWED_KEY] = JSON.stringify(on ? ids.filter((x) => x !== id) : [...ids, id]);
      show();
    };
  }
};
show();
onstorage = show;
