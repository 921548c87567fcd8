// The team page's Status and Result cells at view time (SPEC §4): an upcoming match reads 'Today's Match' on its day
// and 'Upcoming' otherwise; a match not started yet reads 'Not Started' before its kickoff and 'Pending' after it. Worked
// out in the browser (the page may be days old); scores and 'Live' come from the build. The words are the table's
// (data-upcoming, data-today, data-not-started, data-pending), in the page's language.
// It imports nothing: the build writes each dated cell's kickoff and the bounds of its Nepal day (viewTimeAttrs in
// lib/league/team-result.ts, from lib/nepal-day.ts), so the script only compares them with the clock. That is
// `resultKey` and `isToday` (tests/unit/scripts/team-results.test.ts holds them equal), and it lets Astro inline the
// script instead of loading the match-time chunk: the team page's 3 KB (docs/decisions/performance.md).
export function refreshTeamResults(root: ParentNode = document, now = Date.now()): void {
  for (const table of root.querySelectorAll<HTMLElement>('[data-team-results]')) {
    const words = table.dataset as Record<string, string | undefined>;
    for (const el of table.querySelectorAll<HTMLElement>('[data-status]')) {
      const d = el.dataset;
      const status = d.status;
      // Missing (an undated match) reads NaN, and every comparison with NaN is false: not today, 'Pending'.
      const at = (value: string | undefined) => Number(value ?? NaN);
      // Running and completed never change with the clock (a running label may hold more than its word).
      const key = el.hasAttribute('data-result')
        ? status === 'completed' || status === 'running'
          ? null
          : at(d.kickoff) > now
            ? 'notStarted'
            : 'pending'
        : status === 'upcoming'
          ? at(d.dayStart) <= now && now < at(d.dayEnd)
            ? 'today'
            : 'upcoming'
          : null;
      const word = key && words[key];
      if (word) el.textContent = word;
    }
  }
}
