// How format/local.ts gets its Nepali formats in the browser (issue 17): the module itself loads format/nepali.ts, and
// waits for it, when the page's <html lang> is ne, so an island renders its first frame in Nepali; on any other page
// it never loads them and writes English whatever it is given. Each case imports a fresh copy of the module under a
// page's document, and this file never imports the Nepali words' module (which puts the Nepali formats in place on
// the server). The words are a copy, as an island gets them: data in its props.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { npt } from '../support/factories.ts';

type Module = typeof import('../../../src/lib/format/local.ts');

/** format/local.ts as a page with this <html lang> loads it. */
async function loadOn(lang: string): Promise<Module> {
  vi.resetModules();
  vi.stubGlobal('document', { documentElement: { lang } });
  return import('../../../src/lib/format/local.ts');
}

/** The Nepali words as an island's props carry them (JSON). Their module is then dropped with the formats it put in
 *  place, so the copies of format/local.ts loaded after it start as a page's do. */
async function wordsAsProps() {
  vi.resetModules();
  const { NE_WORDS } = await import('../../../src/i18n/ne-words.ts');
  vi.resetModules();
  return JSON.parse(JSON.stringify(NE_WORDS)) as typeof NE_WORDS;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const t = npt('2026-11-24T14:45');

describe('format/local.ts in the browser', () => {
  it('on a Nepali page, the Nepali formats are in place as soon as the module has loaded', async () => {
    const words = await wordsAsProps();
    const f = await loadOn('ne');
    expect(f.localDate(t, 'kickoff', words)).toBe('दिउँसो २:४५ बजे');
    expect(f.localDate(t, 'fixture', words)).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
    expect(f.localBs(t, words)).toBe('८ मंसिर २०८३');
    expect(f.localNumber(12, words)).toBe('१२');
    expect(f.localRupees(500, words)).toBe('रु. ५००');
    // Text the page did not give words for stays English there too.
    expect(f.localDate(t, 'kickoff', null)).toBe('02:45 PM');
    expect(f.localBs(t, null)).toBe('8 Mangsir 2083');
  });

  it('on an English page, the module never loads them: English, whatever it is given', async () => {
    const words = await wordsAsProps();
    const f = await loadOn('en');
    expect(f.localDate(t, 'kickoff', words)).toBe('02:45 PM');
    expect(f.localDate(t, 'fixture', words)).toBe('24 Nov 2026');
    expect(f.localBs(t, words)).toBe('8 Mangsir 2083');
    expect(f.localNumber(12, words)).toBe('12');
    expect(f.localRupees(500, words)).toBe('Rs. 500');
  });
});
