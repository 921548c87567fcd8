// Typed catalogs (src/i18n/catalog.ts): the Nepali object must have exactly the English one's keys. Most of this file
// is checked by the type check, not by vitest: every `@ts-expect-error` below must meet an error, so if a Nepali object
// missing a key (or carrying one too many, or a text of the wrong kind) were ever accepted, `npm run check` (and so
// `npm test`, whose first suite it is) would fail on the unused directive.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/i18n/catalog.ts';

describe('catalog', () => {
  it('gives each language its object, as written', () => {
    const en = { title: 'Table', left: (n: string) => `${n} left`, nav: { home: 'Home' }, days: ['Sun', 'Mon'] };
    const ne = { title: 'अंक तालिका', left: (n: string) => `${n} बाँकी`, nav: { home: 'गृहपृष्ठ' }, days: ['आइत', 'सोम'] };
    const t = catalog({ en, ne });
    expect(t.en).toBe(en);
    expect(t.ne).toBe(ne);
    expect(t.ne.left('३')).toBe('३ बाँकी');
    expect(t.en.nav.home).toBe('Home');
  });

  it('the type check refuses a Nepali object that differs from the English one', () => {
    catalog({
      en: { a: 'A', b: 'B' },
      // @ts-expect-error a key missing in Nepali
      ne: { a: 'ए' },
    });
    catalog({
      en: { a: 'A' },
      // @ts-expect-error a key only in Nepali
      ne: { a: 'ए', extra: 'थप' },
    });
    catalog({
      en: { nav: { home: 'Home', table: 'Table' } },
      // @ts-expect-error a key missing in a nested object
      ne: { nav: { home: 'गृहपृष्ठ' } },
    });
    catalog({
      en: { left: (n: string) => `${n} left` },
      // @ts-expect-error a text with a number must stay a function in Nepali
      ne: { left: 'बाँकी' },
    });
    catalog({
      en: { title: 'Table' },
      // @ts-expect-error a plain text cannot become a function
      ne: { title: () => 'अंक तालिका' },
    });
    catalog({
      en: { left: (n: string) => `${n} left` },
      // @ts-expect-error the function takes what the English one takes
      ne: { left: (n: number) => `${n} बाँकी` },
    });
    // Widened to string: Nepali values need not (and cannot) equal the English literals.
    const ok = catalog({ en: { a: 'A', nav: { home: 'Home' } }, ne: { a: 'ए', nav: { home: 'गृहपृष्ठ' } } });
    expect(ok.ne.a).toBe('ए');
  });
});
