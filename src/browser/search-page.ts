// /search and /ne/search in the browser (issue 23): Pagefind's index of the built site, queried with its JS API and
// shown as a plain list of links. Nothing of Pagefind loads with the page: its script, wasm and index chunks come when
// the visitor focuses the field or types (or arrives with ?q=). Pagefind picks the index of the page's <html lang>.
// Every word this script writes is read from the page (data- attributes in its language); CMS text goes in as text.
import { playerPageOf } from '../lib/search-anchors.ts';

type SubResult = { title: string; url: string; plain_excerpt: string; anchor?: { id: string } };
type ResultData = {
  url: string;
  plain_excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results: SubResult[];
};
type Result = { id: string; data: () => Promise<ResultData> };
type Search = { results: Result[] };
type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (q: string, o?: Record<string, unknown>, ms?: number) => Promise<Search | null>;
};
type Item = { title: string; href: string; kind: string; detail: string };

/** The bundle Pagefind writes into the site at build time (src/integrations/search-index.ts). */
const PAGEFIND = '/pagefind/pagefind.js';
/** Pages (Pagefind results) read per batch: each is one small fragment file. */
const BATCH = 8;
/**
 * Pagefind's own default is 300 ms; the budget is results 300 ms after the last keystroke. Long enough that a quick
 * typist's keys (about 150 ms apart) start few searches: a search Pagefind has begun runs to its end, and the prefixes
 * typed on the way ("m", "mu"…) are the costliest, matching a large part of the index.
 */
const DEBOUNCE_MS = 120;
/** One letter matches too much to be worth a search (and its index chunks). */
const MIN_LENGTH = 2;

/** Whether a text has a Devanagari letter (by code point: an English page's script carries no Devanagari, even as an
 *  escape in a pattern, which the bench's check of English pages would rightly flag). */
const hasDevanagari = (text: string) => [...text].some((c) => c.codePointAt(0)! >= 0x900 && c.codePointAt(0)! <= 0x97f);

export function initSearchPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-search-form]');
  const input = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const list = document.querySelector<HTMLOListElement>('[data-search-results]');
  const more = document.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !status || !list || !more) return;
  const texts = form.dataset;
  const kinds = JSON.parse(texts.kinds ?? '{}') as Record<string, string>;
  const ne = document.documentElement.lang === 'ne';
  const digits = (n: number) =>
    ne ? String(n).replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d))) : `${n}`;
  const fill = (s: string | undefined, q: string, n = 0) => (s ?? '').replace('{q}', q).replace('{n}', digits(n));

  let pagefind: Promise<Pagefind> | null = null;
  const load = () =>
    (pagefind ??= (import(/* @vite-ignore */ PAGEFIND) as Promise<Pagefind>).then(async (pf) => {
      await pf.options({ excerptLength: 12 });
      await pf.init();
      return pf;
    }));

  let results: Result[] = [];
  let shown = 0;
  let query = '';
  let run = 0;

  const say = (text: string) => {
    status.textContent = text;
  };

  /** One page's result as the rows a visitor reads: a team page gives its school and/or the players it matched. */
  const itemsOf = (d: ResultData): Item[] => {
    const title = d.meta.title ?? d.url;
    const kind = d.meta.kind ?? '';
    if (kind !== 'school') return [{ title, href: d.url, kind, detail: d.meta.detail ?? d.plain_excerpt }];
    const items: Item[] = [];
    let school = false;
    for (const s of d.sub_results) {
      const player = playerPageOf(s.url);
      if (player) items.push({ title: s.title, href: player, kind: 'player', detail: title });
      else if (!s.anchor) school = true;
    }
    if (school || items.length === 0) items.unshift({ title, href: d.url, kind, detail: d.meta.detail ?? '' });
    return items;
  };

  const row = (item: Item): HTMLLIElement => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = item.href;
    a.textContent = item.title;
    // Names the CMS writes in English stay marked so on a Nepali page.
    if (ne && !hasDevanagari(item.title)) a.lang = 'en';
    const kind = document.createElement('span');
    kind.className = 'kind';
    kind.textContent = kinds[item.kind] ?? '';
    li.append(a, kind);
    if (item.detail) {
      const p = document.createElement('p');
      p.textContent = item.detail;
      if (ne && !hasDevanagari(item.detail)) p.lang = 'en';
      li.append(p);
    }
    return li;
  };

  const showMore = async (mine: number) => {
    const batch = results.slice(shown, shown + BATCH);
    shown += batch.length;
    const data = await Promise.all(batch.map((r) => r.data()));
    if (mine !== run) return;
    list.append(...data.flatMap(itemsOf).map(row));
    more.hidden = shown >= results.length;
    list.dataset.resultsFor = query;
  };

  const search = async () => {
    const q = input.value.trim();
    const mine = ++run;
    const url = new URL(location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    if (q.length < MIN_LENGTH) {
      list.replaceChildren();
      more.hidden = true;
      query = '';
      list.dataset.resultsFor = '';
      say(texts.empty ?? '');
      return;
    }
    say(texts.searching ?? '');
    try {
      const found = await (await load()).debouncedSearch(q, {}, DEBOUNCE_MS);
      if (found === null || mine !== run) return; // a later keystroke took over
      results = found.results;
      shown = 0;
      query = q;
      list.replaceChildren();
      if (results.length === 0) {
        more.hidden = true;
        list.dataset.resultsFor = q;
        say(fill(texts.none, q));
        return;
      }
      await showMore(mine);
      if (mine === run) say(fill(results.length === 1 ? texts.countOne : texts.count, q, results.length));
    } catch {
      if (mine !== run) return;
      pagefind = null; // try again on the next keystroke
      say(texts.failed ?? '');
    }
  };

  input.addEventListener('focus', () => void load().catch(() => {}), { once: true });
  input.addEventListener('input', () => void search());
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void search();
  });
  more.addEventListener('click', () => void showMore(run));
  // Arriving with ?q= (the form without JavaScript, a shared link): search at once.
  const initial = new URL(location.href).searchParams.get('q');
  if (initial) {
    input.value = initial;
    void search();
  }
}
