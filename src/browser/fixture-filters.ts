// /fixture filters in the browser (SPEC §2, §4): All Matches, Today's Matches and Upcoming over the build's list, in
// Nepal time at view time. Without JavaScript the page is the All view. The chosen filter is kept in ?filter=. The
// empty text is the pressed button's data-empty, in the page's language (components/league/FixtureFilters.astro).
import { filterFixtures, type FixtureFilter } from '../lib/league/fixtures.ts';

export function initFixtureFilters(): void {
  const group = document.querySelector<HTMLElement>('[data-fixture-filters]');
  const list = document.querySelector<HTMLElement>('[data-fixture-list]');
  const empty = document.querySelector<HTMLElement>('[data-fixtures-empty]');
  if (!group || !list || !empty) return;
  // The filters are the page's buttons (their labels stay in the HTML, so no word of theirs is in this code).
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('[data-filter]')];
  const isFilter = (v: string | null | undefined): v is FixtureFilter => buttons.some((b) => b.dataset.filter === v);
  const items = [...list.querySelectorAll<HTMLElement>('[data-fixture]')].map((el) => ({
    el,
    date: el.dataset.date ?? null,
    status: el.dataset.status ?? '',
    week: el.dataset.week ? Number(el.dataset.week) : null,
  }));

  const apply = (filter: FixtureFilter) => {
    const shown = new Set(filterFixtures(items, filter, Date.now()).map((i) => i.el));
    for (const i of items) i.el.hidden = !shown.has(i.el);
    // A national list's group sections first, then the weeks around them (components/groups/GroupedMatches.astro).
    for (const section of list.querySelectorAll<HTMLElement>('[data-group-section], [data-week-group]'))
      section.hidden = !section.querySelector('[data-fixture]:not([hidden])');
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.filter === filter));
    const emptyText = buttons.find((b) => b.dataset.filter === filter)?.dataset.empty;
    const title = empty.querySelector('.title');
    if (title && emptyText !== undefined) title.textContent = emptyText;
    empty.hidden = shown.size > 0;
  };

  group.addEventListener('click', (e) => {
    const filter = (e.target as Element).closest<HTMLElement>('[data-filter]')?.dataset.filter;
    if (!isFilter(filter)) return;
    const url = new URL(location.href);
    if (filter === 'all') url.searchParams.delete('filter');
    else url.searchParams.set('filter', filter);
    history.replaceState(null, '', url);
    apply(filter);
  });
  const start = new URLSearchParams(location.search).get('filter');
  apply(isFilter(start) ? start : 'all');
  for (const b of buttons) b.disabled = false;
}
