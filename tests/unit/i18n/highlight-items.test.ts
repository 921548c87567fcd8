// The highlights page's data in each language (issue 17): English is the SPEC's texts as before; Nepali writes digits,
// dates and counts as Nepali does, shows a Nepali title where the CMS has one and marks the others English.
import { describe, expect, it } from 'vitest';
import { highlightsData, viewsText } from '../../../src/lib/highlight-items.ts';
import { highlightsHref, pageFromPath, pathPrefix } from '../../../src/lib/highlight-urls.ts';
import { NE_WORDS } from '../../../src/i18n/ne-words.ts';
import { highlight } from '../support/factories.ts';

const list = [
  highlight({
    id: '1',
    title: 'Week 9 Highlights',
    titleNe: 'हप्ता ९ का हाइलाइट्स',
    views: 1234567,
    duration: '12:30',
    publishedDate: '2026-11-23T10:15:00.000Z',
  }),
  highlight({ id: '2', title: 'Week 8 Highlights', views: 950, duration: null, publishedDate: null }),
];

describe('highlights data for the page script', () => {
  it('keeps the English texts, with the BS date beside the date, and no language marks', () => {
    const { items } = highlightsData(list);
    expect(items[0]).toMatchObject({
      title: 'Week 9 Highlights',
      duration: '12:30',
      dateText: '23 Nov 2026',
      bsText: '7 Mangsir 2083',
      viewsText: '1,234,567',
    });
    expect(items[1]).toMatchObject({
      title: 'Week 8 Highlights',
      duration: null,
      dateText: 'TBD',
      bsText: '',
      viewsText: '950',
    });
    expect(items.some((i) => 'titleLang' in i)).toBe(false);
  });

  it('writes Nepali: the Nepali title unmarked, the English one marked, Devanagari digits, BS date first', () => {
    const { items } = highlightsData(list, new Map(), 'ne', NE_WORDS);
    expect(items[0]).toMatchObject({
      title: 'हप्ता ९ का हाइलाइट्स',
      duration: '१२:३०',
      dateText: '७ मंसिर २०८३ (२३ नोभेम्बर २०२६)',
      bsText: '',
      viewsText: '१२,३४,५६७',
    });
    expect(items[0]!.titleLang).toBeUndefined();
    expect(items[1]).toMatchObject({
      title: 'Week 8 Highlights',
      titleLang: 'en',
      dateText: 'तय हुन बाँकी',
      viewsText: '९५०',
    });
  });

  it('counts views as each language groups digits', () => {
    expect([viewsText(60000), viewsText(60000, NE_WORDS), viewsText(0, NE_WORDS)]).toEqual(['60,000', '६०,०००', '०']);
  });
});

describe('highlights addresses in both languages', () => {
  it('keeps the page and the sort under the language prefix the page has', () => {
    expect(pathPrefix('/highlights/page/2')).toBe('');
    expect(pathPrefix('/ne/highlights/page/2/')).toBe('/ne');
    expect(highlightsHref(3, 'longest', '/ne')).toBe('/ne/highlights/page/3?sort=longest');
    expect(highlightsHref(1)).toBe('/highlights');
    expect(pageFromPath('/ne/highlights/page/4/')).toBe(4);
  });
});

describe('isHighlightSort', () => {
  it("knows exactly the sort buttons' modes", async () => {
    const { HIGHLIGHT_SORTS, isHighlightSort } = await import('../../../src/lib/highlight-urls.ts');
    expect(HIGHLIGHT_SORTS.map((s) => s.mode).filter(isHighlightSort)).toEqual(['recent', 'mostViewed', 'longest']);
    for (const v of [null, '', 'Recent', 'views', 'constructor']) expect(isHighlightSort(v)).toBe(false);
  });
});
