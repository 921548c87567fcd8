// The team page's Status and Result cells at view time (SPEC §4): an upcoming match reads 'Today's Match' on its day
// and 'Upcoming' otherwise; a match not started yet reads 'Not Started' before its kickoff and 'Pending' after it. Worked
// out in the browser (the page may be days old); scores and 'Live' come from the build. The words are the table's
// (data-upcoming, data-today, data-not-started, data-pending), in the page's language.
import { isToday } from '../lib/league/match-status.ts';
import { resultKey } from '../lib/league/team-result.ts';

export function refreshTeamResults(root: ParentNode = document, now = Date.now()): void {
  for (const table of root.querySelectorAll<HTMLElement>('[data-team-results]')) {
    const words = table.dataset as Record<string, string | undefined>;
    for (const el of table.querySelectorAll<HTMLElement>('[data-status]')) {
      const match = { date: el.dataset.date ?? null, status: el.dataset.status ?? '' };
      // Running and completed never change with the clock (a running label may hold more than its word).
      const key = el.hasAttribute('data-result')
        ? resultKey(match, now)
        : match.status === 'upcoming'
          ? isToday(match, now)
            ? 'today'
            : 'upcoming'
          : null;
      const word = key && words[key];
      if (word) el.textContent = word;
    }
  }
}
