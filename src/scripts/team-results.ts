// The team page's Result cell at view time (SPEC §4): a match not started yet reads 'Not Started' before its kickoff
// and 'Pending' after it, worked out in the browser (the page may be days old); scores and 'Live' come from the build.
import { teamResult } from '../lib/league/team-result.ts';

export function refreshTeamResults(root: ParentNode = document, now = Date.now()): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-result]')) {
    const status = el.dataset.status ?? '';
    if (status === 'completed' || status === 'running') continue;
    const match = { date: el.dataset.date ?? null, status, scoreHome: null, scoreAway: null, home: null, away: null };
    el.textContent = teamResult(match, el.dataset.teamId ?? '', now);
  }
}
