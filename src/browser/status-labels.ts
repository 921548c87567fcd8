// Static match cards and tables, true at view time: an upcoming match's label ('Today's Match' or 'Upcoming') is
// worked out again in the browser from its data-date, in Nepal time (a static page may be days old). The words are the
// page's own, from the element's data-label-today / data-label-upcoming (i18n/texts/league.ts statusLabelData).
import { isToday } from '../lib/league/match-status.ts';

export function refreshStatusLabels(root: ParentNode = document, now = Date.now()): void {
  // Running and completed labels never change with the clock (and a running one holds the live dot).
  for (const el of root.querySelectorAll<HTMLElement>('[data-status-label][data-status="upcoming"]')) {
    const { labelToday, labelUpcoming } = el.dataset;
    const date = el.dataset.date ?? null;
    // Markup that does not carry its words is left as built (every match card carries them: MatchCard.astro).
    if (labelToday !== undefined && labelUpcoming !== undefined)
      el.textContent = isToday({ date }, now) ? labelToday : labelUpcoming;
  }
}
