// The 'Top Headlines :' typing banner (SPEC §1, §9): 80 ms a character typed, 30 ms deleted, 1500 ms pause per message.
// The messages are the page's, in its language (components/home/Headlines.astro, data-messages).
export const TYPING = { typeMs: 80, deleteMs: 30, pauseMs: 1500 } as const;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** What a reader sees as one character: a Devanagari letter with its vowel sign is typed at once, never left half. */
export function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [...text];
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

/** Types each message, pauses, deletes it, and moves to the next, forever. */
export async function runTyping(el: HTMLElement, messages: readonly string[]): Promise<void> {
  for (let i = 0; ; i = (i + 1) % messages.length) {
    const chars = graphemes(messages[i] ?? '');
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

/** The messages of data-messages (a JSON list of strings); none when it is missing or not such a list. */
export function messagesOf(el: HTMLElement): string[] {
  try {
    const list: unknown = JSON.parse(el.dataset.messages ?? '[]');
    return Array.isArray(list) ? list.filter((m): m is string => typeof m === 'string' && m !== '') : [];
  } catch {
    return [];
  }
}

export function initTyping(): void {
  const el = document.querySelector<HTMLElement>('[data-typing]');
  const messages = el ? messagesOf(el) : [];
  if (!el || messages.length === 0) return;
  // From the first frame on: asked while the page's scripts run, matchMedia made Blink lay out the whole page inside
  // that script task first (the page's longest task, 35 ms at Lighthouse's 4× slower CPU).
  requestAnimationFrame(() => {
    // Reduced motion keeps the static list of all messages the HTML already shows.
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    el.dataset.typing = 'on';
    void runTyping(el, messages);
  });
}
