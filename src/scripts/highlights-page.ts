// /highlights in the browser: the sort buttons and the page links re-render the grid without a reload, with the
// state kept in the address (/highlights/page/{n}?sort=…) so Back, reload and shared links show the same view.
// The orders come from sortHighlights() at build time (src/lib/highlight-items.ts): the rule's date parsing would
// otherwise bring the whole date library to the browser. Every text it writes is the page's: the items' texts, and the
// pagination's and the status line's from data- attributes (src/i18n/README.md).
import type { HighlightSort } from '../lib/league/highlights.ts';
import { pageCount, pageItems, pageOf } from '../lib/league/pagination.ts';
import { highlightsHref, isHighlightSort, pageFromPath, pathPrefix } from '../lib/highlight-urls.ts';
import type { HighlightItem, HighlightsData } from '../lib/highlight-items.ts';

type State = { sort: HighlightSort; page: number };
/**
 * What the page links are written with: the texts on src/components/ui/Pagination.astro's nav (data-previous,
 * data-next, data-page-word), the page's digits and its language's path prefix ('/ne').
 */
type Pager = { texts: DOMStringMap; num: (n: number) => string; prefix: string };

/** data-digits: the page's ten digits, zero first (Devanagari in Nepali); without it the page writes ASCII digits. */
const numberer = (digits = '0123456789') => (n: number) => String(n).replace(/\d/g, (d) => digits[+d]!);

/** A text of the page with its `{x}` filled in, as src/i18n/fill.ts does (not imported: this script stays one inline file). */
const fillIn = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function readState(): State {
  const sort = new URLSearchParams(location.search).get('sort');
  return { sort: isHighlightSort(sort) ? sort : 'recent', page: pageFromPath(location.pathname) };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The same list as src/components/ui/Pagination.astro renders. */
function pageList(current: number, total: number, sort: HighlightSort, { texts: t, num, prefix }: Pager): HTMLUListElement {
  const ul = el('ul', {});
  const link = (page: number, text?: string, attrs: Record<string, string> = {}) => el('a', { href: highlightsHref(page, sort, prefix), 'data-page': String(page), ...attrs }, text);
  const edge = (ok: boolean, page: number, text: string | undefined, rel: string) => (ok ? link(page, text, { rel }) : el('span', { 'aria-disabled': 'true' }, text));
  const items: Node[] = [edge(current > 1, current - 1, t.previous, 'prev')];
  for (const item of pageItems(current, total)) {
    if (item === 'gap') {
      items.push(el('li', { class: 'gap', 'aria-hidden': 'true' }, '…'));
      continue;
    }
    const a = link(item, '', item === current ? { 'aria-current': 'page' } : {});
    a.append(el('span', { class: 'visually-hidden' }, t.pageWord), num(item));
    items.push(a);
  }
  items.push(edge(current < total, current + 1, t.next, 'next'));
  for (const item of items) ul.append(item instanceof HTMLLIElement ? item : wrap(item));
  return ul;
}

function wrap(node: Node): HTMLLIElement {
  const li = el('li', {});
  li.append(node);
  return li;
}

function fillCard(template: HTMLTemplateElement, h: HighlightItem): Node {
  const card = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const slot = <T extends HTMLElement>(name: string) => card.querySelector<T>(`[data-slot="${name}"]`)!;
  card.dataset.card = h.id;
  const img = slot<HTMLImageElement>('img');
  img.src = h.image;
  if (h.imageSrcset) img.srcset = h.imageSrcset;
  else img.removeAttribute('srcset');
  img.loading = 'lazy';
  slot('duration-box').hidden = !h.duration;
  slot('duration').textContent = h.duration ?? '';
  // The title where the card shows it, marked lang="en" when it is the CMS's English one on a Nepali page.
  for (const name of ['title', 'watch-title']) {
    const node = slot(name);
    node.textContent = h.title;
    if (h.titleLang) node.lang = h.titleLang;
    else node.removeAttribute('lang');
  }
  slot('views').textContent = h.viewsText;
  const date = slot<HTMLTimeElement>('date');
  date.textContent = h.dateText;
  if (h.publishedDate) date.dateTime = h.publishedDate;
  const bs = slot('bs');
  bs.textContent = h.bsText;
  bs.hidden = !h.bsText;
  const watch = slot<HTMLButtonElement>('watch');
  watch.hidden = !h.videoId;
  watch.dataset.videoId = h.videoId ?? '';
  watch.dataset.title = h.title;
  watch.dataset.titleLang = h.titleLang ?? '';
  slot('unavailable').hidden = !!h.videoId;
  return card;
}

export function initHighlightsPage(): void {
  const root = document.querySelector<HTMLElement>('[data-highlights]');
  const grid = root?.querySelector<HTMLElement>('[data-grid]');
  const template = root?.querySelector<HTMLTemplateElement>('[data-card-template]');
  if (!root || !grid || !template) return;
  const { items, orders, perPage } = JSON.parse(root.dataset.highlightsData ?? '{}') as HighlightsData;
  const total = pageCount(items.length, perPage);
  const sorts = root.querySelector<HTMLElement>('[data-sorts]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  const nav = root.querySelector<HTMLElement>('[data-pagination]');
  const pager: Pager = { texts: nav?.dataset ?? {}, num: numberer(root.dataset.digits), prefix: pathPrefix(location.pathname) };
  let state = readState();

  const render = (announce: boolean) => {
    state.page = Math.min(Math.max(1, state.page), total);
    const shown = pageOf(orders[state.sort].map((i) => items[i]!), state.page, perPage);
    grid.replaceChildren(...shown.map((h) => fillCard(template, h)));
    nav?.replaceChildren(pageList(state.page, total, state.sort, pager));
    for (const b of sorts?.querySelectorAll<HTMLButtonElement>('[data-sort]') ?? []) b.setAttribute('aria-pressed', String(b.dataset.sort === state.sort));
    // The order's name as its button shows it, in the page's language.
    const label = sorts?.querySelector(`[data-sort="${state.sort}"]`)?.textContent?.trim() ?? '';
    if (announce && status) status.textContent = fillIn(status.dataset.statusText ?? '', { page: pager.num(state.page), total: pager.num(total), sort: label });
  };
  const go = (next: State) => {
    state = next;
    history.pushState(null, '', highlightsHref(state.page, state.sort, pager.prefix));
    render(true);
  };

  sorts?.addEventListener('click', (e) => {
    const mode = (e.target as Element).closest<HTMLElement>('[data-sort]')?.dataset.sort ?? null;
    // SPEC §4: the page index changes independently of the sort mode, so a new order keeps the current page.
    if (isHighlightSort(mode) && mode !== state.sort) go({ ...state, sort: mode });
  });
  nav?.addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[data-page]');
    if (!link || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go({ ...state, page: Number(link.dataset.page) });
    root.querySelector<HTMLElement>('[data-grid-heading]')?.focus();
  });
  addEventListener('popstate', () => {
    state = readState();
    render(true);
  });
  if (sorts) sorts.hidden = false;
  if (state.sort !== 'recent') render(false);
}
