// The 'Top Headlines :' typing banner (SPEC §1, §9): 80 ms a character typed, 30 ms deleted, 1500 ms pause per message.
import { LEAGUE_NAME } from '../consts.ts';

export const HEADLINES = [`Welcome to the ${LEAGUE_NAME}!`, 'Every Match. Every Goal.', 'Every Dream — Live and Unmissable.'] as const;
export const TYPING = { typeMs: 80, deleteMs: 30, pauseMs: 1500 } as const;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Types each message, pauses, deletes it, and moves to the next, forever. */
export async function runTyping(el: HTMLElement, messages: readonly string[]): Promise<void> {
  for (let i = 0; ; i = (i + 1) % messages.length) {
    const chars = [...(messages[i] ?? '')];
    for (let n = 1; n <= chars.length; n++) {
      el.textContent = chars.slice(0, n).join('');
      await sleep(TYPING.typeMs);
    }
    await sleep(TYPING.pauseMs);
    for (let n = chars.length - 1; n >= 0; n--) {
      el.textContent = chars.slice(0, n).join('');
      await sleep(TYPING.deleteMs);
    }
  }
}

export function initTyping(): void {
  const el = document.querySelector<HTMLElement>('[data-typing]');
  if (!el) return;
  // From the first frame on: asked while the page's scripts run, matchMedia made Blink lay out the whole page inside
  // that script task first (the page's longest task, 35 ms at Lighthouse's 4× slower CPU).
  requestAnimationFrame(() => {
    // Reduced motion keeps the static list of all messages the HTML already shows.
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.dataset.typing = 'on';
    void runTyping(el, HEADLINES);
  });
}
