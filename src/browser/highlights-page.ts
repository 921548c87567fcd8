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

/** A page number in the page's language: the platform writes Devanagari digits for lang="ne" (only page numbers, so
 *  no grouping; run on a click, never while the page loads with the default order). */
const num = (n: number) => n.toLocaleString(document.documentElement.lang);

function readState(): State {
  const sort = new URLSearchParams(location.search).get('sort');
  return { sort: isHighlightSort(sort) ? sort : 'recent', page: pageFromPath(location.pathname) };
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
    node.lang = h.titleLang || document.documentElement.lang;
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
  // The page links' words (src/components/ui/Pagination.astro's nav: data-previous, data-next, data-page-word) and the
  // language's path prefix ('/ne').
  const t = nav?.dataset ?? {};
  const prefix = pathPrefix(location.pathname);
  let state = readState();

  /**
   * The same list as Pagination.astro renders, as markup: every part of it is this site's own (page numbers, hrefs,
   * and the pagination's words from our catalogs through the nav's data- attributes), never CMS text.
   */
  const pageList = (current: number) => {
    const link = (page: number, text = '', attrs = '') =>
      `<li><a href="${highlightsHref(page, state.sort, prefix)}" data-page="${page}"${attrs}>${text}</a></li>`;
    const edge = (ok: boolean, page: number, text: string | undefined, rel: string) =>
      ok ? link(page, text, ` rel="${rel}"`) : `<li><span aria-disabled="true">${text}</span></li>`;
    let html = edge(current > 1, current - 1, t.previous, 'prev');
    for (const item of pageItems(current, total)) {
      html +=
        item === 'gap'
          ? '<li class="gap" aria-hidden="true">…</li>'
          : link(
              item,
              `<span class="visually-hidden">${t.pageWord}</span>${num(item)}`,
              item === current ? ' aria-current="page"' : '',
            );
    }
    return `<ul>${html}${edge(current < total, current + 1, t.next, 'next')}</ul>`;
  };

  const render = (announce: boolean) => {
    state.page = Math.min(Math.max(1, state.page), total);
    const shown = pageOf(
      orders[state.sort].map((i) => items[i]!),
      state.page,
      perPage,
    );
    grid.replaceChildren(...shown.map((h) => fillCard(template, h)));
    if (nav) nav.innerHTML = pageList(state.page);
    for (const b of sorts?.querySelectorAll<HTMLButtonElement>('[data-sort]') ?? [])
      b.setAttribute('aria-pressed', String(b.dataset.sort === state.sort));
    // The order's name as its button shows it, in the page's language.
    const label = sorts?.querySelector(`[data-sort="${state.sort}"]`)?.textContent?.trim() ?? '';
    // The status text with its {page}, {total} and {sort} filled in (as src/i18n/fill.ts does; not imported, so this
    // script stays one inline file).
    if (announce && status)
      status.textContent = (status.dataset.statusText ?? '')
        .replace('{page}', num(state.page))
        .replace('{total}', num(total))
        .replace('{sort}', label);
  };
  const go = (next: State) => {
    state = next;
    history.pushState(null, '', highlightsHref(state.page, state.sort, prefix));
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
