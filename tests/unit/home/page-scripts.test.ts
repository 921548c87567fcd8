// The page scripts that write words take them from the page: the typing banner's messages (data-messages) and the
// status labels refreshed at view time (data-label-today / data-label-upcoming), so a Nepali page stays Nepali.
import { afterEach, describe, expect, it } from 'vitest';
import { graphemes, messagesOf } from '../../../src/browser/typing.ts';
import { refreshStatusLabels } from '../../../src/browser/status-labels.ts';
import { npt, nptIso } from '../support/factories.ts';

type Label = { dataset: Record<string, string | undefined>; textContent: string };
const label = (date: string, words?: { today: string; upcoming: string }): Label => ({
  dataset: {
    statusLabel: '',
    status: 'upcoming',
    date,
    ...(words ? { labelToday: words.today, labelUpcoming: words.upcoming } : {}),
  },
  textContent: 'built',
});
const root = (labels: Label[]) => ({ querySelectorAll: () => labels }) as unknown as ParentNode;
const setLang = (lang: string) => Object.assign(globalThis, { document: { documentElement: { lang } } });
afterEach(() => Reflect.deleteProperty(globalThis, 'document'));

describe('typing banner', () => {
  it('reads its messages from data-messages; nothing to type without them', () => {
    const el = (messages?: string) => ({ dataset: { messages } }) as unknown as HTMLElement;
    expect(messagesOf(el('["हरेक खेल।","हरेक गोल।"]'))).toEqual(['हरेक खेल।', 'हरेक गोल।']);
    expect(messagesOf(el(undefined))).toEqual([]);
    expect(messagesOf(el('not json'))).toEqual([]);
    expect(messagesOf(el('{"a":1}'))).toEqual([]);
  });

  it('types a Devanagari letter with its vowel sign at once', () => {
    expect(graphemes('हरेक')).toEqual(['ह', 'रे', 'क']);
    expect(graphemes('Goal')).toEqual(['G', 'o', 'a', 'l']);
  });

  it('types a conjunct, a flag and an emoji sequence whole, as Intl.Segmenter cuts them', () => {
    const texts = ['क्षेत्रीय', 'विद्यालय फुटबल लिगमा स्वागत छ!', 'Goal ⚽ 🇳🇵 👍🏽 👨‍👩‍👧 — Live', 'नेपाल।'];
    expect(graphemes('क्षेत्र')).toEqual(['क्षे', 'त्र']);
    expect(graphemes('🇳🇵🇳🇵')).toEqual(['🇳🇵', '🇳🇵']);
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const text of texts) expect(graphemes(text)).toEqual([...segmenter.segment(text)].map((s) => s.segment));
  });
});

describe('status labels at view time (SPEC §4)', () => {
  const now = npt('2026-11-22T12:00');
  const ne = { today: 'आजको खेल', upcoming: 'आगामी' };

  it("writes the page's own words: today's match, or upcoming", () => {
    setLang('ne');
    const today = label(nptIso('2026-11-22T18:00'), ne);
    const later = label(nptIso('2026-11-23T00:10'), ne);
    refreshStatusLabels(root([today, later]), now);
    expect([today.textContent, later.textContent]).toEqual(['आजको खेल', 'आगामी']);
  });

  it('markup without its words keeps its built label in either language (every match card carries its words)', () => {
    setLang('en');
    const en = label(nptIso('2026-11-22T18:00'));
    refreshStatusLabels(root([en]), now);
    expect(en.textContent).toBe('built');
    setLang('ne');
    const nepali = label(nptIso('2026-11-22T18:00'));
    refreshStatusLabels(root([nepali]), now);
    expect(nepali.textContent).toBe('built');
  });
});
