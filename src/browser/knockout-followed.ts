// The bracket's followed schools (issue 43): each tie of a school the visitor follows (stores/followed-ids.ts) is
// marked, its "Your school" label shown. Reads the phone's list once; nothing else loads.
import { readFollowed } from '../stores/followed-ids.ts';

export function markFollowedTies(): void {
  const ids = new Set(readFollowed().map(String));
  if (ids.size === 0) return;
  for (const tie of document.querySelectorAll<HTMLElement>('[data-tie]')) {
    const mine = [tie.dataset.homeId, tie.dataset.awayId].some((id) => id !== undefined && ids.has(id));
    if (!mine) continue;
    tie.dataset.followed = '';
    tie.querySelector<HTMLElement>('[data-followed-mark]')?.removeAttribute('hidden');
  }
}
