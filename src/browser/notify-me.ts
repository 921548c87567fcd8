// "Notify me" ([data-alerts], src/components/alerts/NotifyMe.astro), the part every visit runs, written for size: shows
// the button once a school on the page (or any, on home) is followed, from what the phone keeps. The rest is in
// ./alerts/subscribe.ts, loaded when the button is pressed, or at once on a phone that already has alerts on (it keeps
// the subscription in step with the followed schools from then on). No visit asks the browser for anything.

/** ./alerts/saved.ts's SAVED_KEY, written here as 'nsfl:followed' is below: importing it cost home a file of its own
 *  (home's JavaScript is at its 86 KB budget). tests/unit/alerts/saved-key.test.ts holds the two equal. */
export const SAVED_KEY_HERE = 'nsfl:alerts';

export function installAlerts(): void {
  const box = document.querySelector<HTMLElement>('[data-alerts]');
  if (!box) return;
  const d = box.dataset;
  const button = box.firstElementChild as HTMLButtonElement;
  const read = (key: string): unknown => {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
  };
  const lazy = () => import('./alerts/subscribe.ts');
  const show = () => {
    const ids = (read('nsfl:followed') as number[] | null) || [];
    const on = !!read(SAVED_KEY_HERE);
    button.textContent = (on ? d.stop : d.notify) || '';
    box.hidden = button.hidden = !(
      on ||
      d.followTeam ||
      (ids.length && (!d.teams || d.teams.split(',').some((t) => ids.includes(+t))))
    );
  };
  show();
  addEventListener('storage', show);
  if (read(SAVED_KEY_HERE)) void lazy().then((m) => m.install(box));
  else
    button.onclick = () => {
      button.onclick = null;
      void lazy().then(
        (m) => m.install(box, true),
        () => (button.nextElementSibling!.textContent = d.failed || ''),
      );
    };
}
