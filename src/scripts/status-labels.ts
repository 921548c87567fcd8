// Static match cards and tables, true at view time: an upcoming match's label ('Today's Match' or 'Upcoming') is
// worked out again in the browser from its data-date, in Nepal time (a static page may be days old).
import { statusLabel } from '../lib/league/match-status.ts';

export function refreshStatusLabels(root: ParentNode = document, now = Date.now()): void {
  // Running and completed labels never change with the clock (and a running one holds the live dot).
  for (const el of root.querySelectorAll<HTMLElement>('[data-status-label][data-status="upcoming"]')) {
    el.textContent = statusLabel({ date: el.dataset.date ?? null, status: 'upcoming' }, now);
  }
}
