// The "My schools" panel of a static page ([data-my-schools], components/follow/MySchools.astro), loaded only when the
// phone follows a school. Each school's next match is the page's own match card for it (cloned; the page lists the
// matches not completed, by week), chosen at view time: running, or not kicked off more than MATCH_OVER_MS ago. Its
// label is worked out again in Nepal time; a match being played (or due to have started since the build) is read once
// from the API for its live score. The words are the panel's data- attributes, in the page's language.
import { $followed, clearFollowed } from '../stores/followed.ts';
import { loadMatch } from '../lib/api/live.ts';
import { refreshStatusLabels } from './status-labels.ts';
import { devanagariDigits } from '../lib/format/digits.ts';

/** A match that kicked off longer ago than this is taken as over (a match lasts under two hours with its break). */
export const MATCH_OVER_MS = 3 * 60 * 60_000;

type Card = HTMLAnchorElement;

/** The team's next match among the page's cards at `now`: the first, in page order, not yet over. */
export function nextCard(cards: Card[], id: number, now: number): Card | undefined {
  return cards.find((c) => {
    const { homeId, awayId, status, date } = c.dataset;
    if (homeId !== String(id) && awayId !== String(id)) return false;
    return status === 'running' || !date || Date.parse(date) > now - MATCH_OVER_MS;
  });
}

/** A score in the page's digits, written by hand: Intl's first number format loads ICU's number data, a long task
 *  (docs/decisions/performance.md, "No Intl formatter while a page loads"). */
function digits(n: number): string {
  return document.documentElement.lang === 'ne' ? devanagariDigits(n) : String(n);
}

export function showMySchools(): void {
  const panel = document.querySelector<HTMLElement>('[data-my-schools]');
  if (!panel) return;
  const words = panel.dataset;
  const list = panel.querySelector('ul')!;
  const status = panel.querySelector('[role=status]')!;
  const clear = panel.querySelector<HTMLButtonElement>('[data-clear-followed]')!;
  const template = panel.querySelector('template')!;
  const cards = [...document.querySelectorAll<Card>('[data-fixture-list] a.match-card')];
  const asked = new Set<string>();

  const school = (id: number): HTMLElement => {
    const li = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
    const any = cards.find((c) => c.dataset.homeId === String(id) || c.dataset.awayId === String(id));
    const badges = any?.querySelectorAll('.name');
    const name = any ? badges?.[any.dataset.homeId === String(id) ? 0 : badges.length - 1]?.textContent?.trim() : '';
    const link = li.querySelector<HTMLAnchorElement>('[data-school-name]')!;
    link.textContent = name || words.school!;
    if (name && words.lang) link.lang = words.lang;
    link.href = li.querySelector<HTMLAnchorElement>('[data-school-table]')!.href = words.teamHref!.replace(
      '{id}',
      String(id),
    );
    li.querySelector<HTMLAnchorElement>('[data-school-calendar]')!.href = words.calendarHref!.replace(
      '{id}',
      String(id),
    );
    li.querySelector<HTMLElement>('[data-notify-slot]')!.dataset.teamId = String(id);
    li.dataset.school = String(id);
    const card = nextCard(cards, id, Date.now());
    if (card) {
      const copy = card.cloneNode(true) as Card;
      li.querySelector('[data-school-next]')!.replaceChildren(copy);
      refreshStatusLabels(li);
      const kickoff = Date.parse(card.dataset.date ?? '');
      if (card.dataset.status === 'running' || kickoff <= Date.now()) void liveScore(copy);
    }
    return li;
  };

  // One read of a match in play: its score and the live mark on the copy (the page's own card keeps the build's).
  const liveScore = async (copy: Card) => {
    const id = copy.dataset.matchId!;
    if (asked.has(id)) return;
    asked.add(id);
    try {
      const m = await loadMatch(id);
      if (m.status !== 'running' && m.status !== 'completed') return;
      const score = copy.querySelector('[data-score], .vs')!;
      score.textContent = `${digits(m.scoreHome ?? 0)} - ${digits(m.scoreAway ?? 0)}`;
      if (m.status === 'running') {
        const label = copy.querySelector<HTMLElement>('[data-status-label]')!;
        label.textContent = words.live!;
        label.dataset.status = copy.dataset.status = 'running';
        copy.classList.add('live');
      }
    } catch {
      // No answer: the card stays as built.
    }
  };

  const render = (ids: readonly number[]) => {
    list.replaceChildren(...ids.map(school));
    clear.hidden = !ids.length;
    if (ids.length) {
      panel.hidden = false;
      status.textContent = '';
    }
  };
  clear.onclick = () => {
    clearFollowed();
    status.textContent = words.cleared!;
    panel.querySelector('h2')!.focus();
  };
  $followed.subscribe(render);
}
