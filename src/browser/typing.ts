// The 'Top Headlines :' typing banner (SPEC §1, §9): 80 ms a character typed, 30 ms deleted, 1500 ms pause per message.
// The messages are the page's, in its language (components/home/Headlines.astro, data-messages).
export const TYPING = { typeMs: 80, deleteMs: 30, pauseMs: 1500 } as const;

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

/** Joins the character before it: a combining mark (a vowel sign, a nasal sign, the virama…), a variation selector,
 *  a skin tone, or what follows a zero-width joiner. */
const JOINS = /[\p{M}\u200D\p{Emoji_Modifier}]/u;
const DEVANAGARI_LETTER = /(?=\p{L})\p{sc=Deva}/u;
const REGIONAL = /\p{Regional_Indicator}/u;
// By code, not as a character or an escape: English pages carry no Devanagari (the sizes bench looks for both).
const ZWJ = 0x200d;
const VIRAMA = 0x094d;

/**
 * What a reader sees as one character: a Devanagari letter with its vowel sign is typed at once, never left half, and
 * so is a conjunct (क्ष: consonant, virama, consonant), a flag or an emoji sequence. The grapheme clusters of
 * Intl.Segmenter, for the texts a league writes, without it: its first use loads ICU's break-iterator data, a long
 * task in home's first frames (docs/decisions/performance.md, "No Intl formatter while a page loads").
 */
export function graphemes(text: string): string[] {
  const out: string[] = [];
  let prev = 0;
  for (const ch of text) {
    const last = out.at(-1);
    const joins =
      last !== undefined &&
      (JOINS.test(ch) ||
        prev === ZWJ ||
        (prev === VIRAMA && DEVANAGARI_LETTER.test(ch)) ||
        (REGIONAL.test(ch) && last.length === 2 && REGIONAL.test(last)));
    if (joins) out[out.length - 1] = last + ch;
    else out.push(ch);
    prev = ch.codePointAt(0) ?? 0;
  }
  return out;
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
  // Once the page has loaded and gone idle: until then the HTML shows every message, and each typed character is a
  // frame to draw while home's islands hydrate. In a frame, not in this script's task: asked there, matchMedia makes
  // Blink lay out the whole page inside it (docs/decisions/performance.md, "The typing banner starts once home has
  // loaded and gone idle", "No forced layout while scripts run").
  const start = () =>
    requestAnimationFrame(() => {
      // Reduced motion keeps the static list of all messages the HTML already shows.
      if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
      el.dataset.typing = 'on';
      void runTyping(el, messages);
    });
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 500);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
