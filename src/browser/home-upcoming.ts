// Re-applies the home Upcoming Matches rule in the browser, so a page built days ago still lists the right three.
import { homeUpcoming } from '../lib/league/home-upcoming.ts';

export function refreshUpcoming(now = Date.now()): void {
  const list = document.querySelector<HTMLElement>('[data-upcoming-list]');
  const empty = document.querySelector<HTMLElement>('[data-upcoming-empty]');
  if (!list || !empty) return;
  const items = [...list.querySelectorAll<HTMLElement>('[data-upcoming-item]')].map((el) => ({
    el,
    date: el.dataset.date ?? null,
    status: el.dataset.status ?? '',
    week: null,
  }));
  const shown = new Set(homeUpcoming(items, now).map((i) => i.el));
  for (const i of items) i.el.hidden = !shown.has(i.el);
  list.hidden = shown.size === 0;
  empty.hidden = shown.size > 0;
}
