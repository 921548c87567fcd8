// "Notify me" ([data-alerts], src/components/alerts/NotifyMe.astro): shows the button once a school on the page (or
// any, on home) is followed, and keeps the phone's subscription in step with the followed schools (unfollowing the last
// one stops alerts). Everything that talks to the browser's push service or the CMS is in ./alerts/subscribe.ts, loaded
// only when pressed or when an existing subscription needs updating: never on a plain visit. Written for size.
import { $followed, follow } from '../stores/followed.ts';
import { SAVED_KEY, type Saved } from './alerts/saved.ts';
import type { Result } from './alerts/subscribe.ts';

export function installAlerts(): void {
  const box = document.querySelector<HTMLElement>('[data-alerts]');
  if (!box) return;
  const d = box.dataset;
  const [button, status, calendar] = box.children as unknown as [HTMLButtonElement, HTMLElement, HTMLAnchorElement];
  const pageTeams = (d.teams || '').split(',').filter(Boolean).map(Number);
  const follows = Number(d.follow) || 0;
  const saved = (): Saved | null => {
    try {
      return JSON.parse(localStorage.getItem(SAVED_KEY) || 'null') as Saved | null;
    } catch {
      return null;
    }
  };
  const keep = (r: Result) => {
    try {
      if (r[1]) localStorage.setItem(SAVED_KEY, JSON.stringify(r[1]));
      else if (r[1] === null) localStorage.removeItem(SAVED_KEY);
    } catch {
      // Private mode: alerts work, but this page cannot remember them.
    }
    return r[0];
  };
  const lazy = () => import('./alerts/subscribe.ts');
  const render = (ids: readonly number[]) => {
    const on = !!saved();
    button.textContent = (on ? d.stop : d.notify) ?? '';
    // The box, not only the button: hidden, it takes no room on the pages of visitors who follow no school.
    box.hidden = button.hidden = !(
      on ||
      follows ||
      (ids.length && (!pageTeams.length || pageTeams.some((t) => ids.includes(t))))
    );
  };
  $followed.subscribe((ids) => {
    render(ids);
    const s = saved();
    // Followed or unfollowed here or in another tab: the subscription follows (none left: it is removed).
    if (s && String(s.teams) !== String(ids))
      void lazy()
        .then((m) => m.sync(s, [...ids]))
        .then(keep, () => 'failed')
        .then(() => render($followed.get()));
  });
  button.onclick = async () => {
    status.textContent = d.working ?? '';
    button.disabled = true;
    if (follows) follow(follows);
    const m = await lazy().catch(() => null);
    const s = saved();
    const r = !m
      ? 'failed'
      : keep(s ? await m.turnOff(s) : await m.turnOn(d.key!, d.api!, [...$followed.get()], d.lang!));
    status.textContent = d[r] ?? '';
    calendar.hidden = r !== 'unsupported';
    button.disabled = false;
    render($followed.get());
  };
}
