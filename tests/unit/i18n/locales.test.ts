// The site's two languages' paths (issue 17, src/i18n/README.md): English at today's URLs, Nepali under /ne/ with the
// same paths; files that exist once (images, /_astro…) and anything that is not a site path are left alone.
import { describe, expect, it } from 'vitest';
import {
  basePath,
  HTML_LANG,
  isLocale,
  LANGUAGE_NAME,
  localeOfPath,
  LOCALES,
  localize,
  OG_LOCALE,
  otherLocale,
} from '../../../src/i18n/locales.ts';

describe('localeOfPath', () => {
  it.each([
    ['/ne', 'ne'],
    ['/ne/', 'ne'],
    ['/ne/table', 'ne'],
    ['/ne/fixture/12', 'ne'],
    ['/ne/teams/1/players/3', 'ne'],
    ['/', 'en'],
    ['/table', 'en'],
    ['/fixture/12', 'en'],
    // Only the whole first segment: '/nepal' and '/news' are English pages' paths.
    ['/nepal', 'en'],
    ['/news', 'en'],
    ['/new', 'en'],
    ['/en/ne', 'en'],
    ['', 'en'],
  ])('%s is %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));
});

describe('basePath', () => {
  it.each([
    ['/ne', '/'],
    ['/ne/', '/'],
    ['/ne/table', '/table'],
    ['/ne/table/', '/table/'],
    ['/ne/fixture/12', '/fixture/12'],
    ['/', '/'],
    ['/table', '/table'],
    ['/nepal', '/nepal'],
    ['/fixture/12', '/fixture/12'],
  ])('%s → %s', (path, base) => expect(basePath(path)).toBe(base));
});

describe('localize', () => {
  it('English paths are returned as they are, whatever they are', () => {
    for (const p of [
      '/',
      '/table',
      '/fixture/12?x=1#y',
      '/ne/table',
      'https://example.com/a',
      '#top',
      'mailto:a@b.c',
      '',
    ])
      expect(localize('en', p)).toBe(p);
  });

  it.each([
    ['/', '/ne/'],
    ['/table', '/ne/table'],
    ['/fixture/12', '/ne/fixture/12'],
    ['/teams/1/players/3', '/ne/teams/1/players/3'],
    ['/blogs/page/2', '/ne/blogs/page/2'],
    ['/table/', '/ne/table/'],
    // Query strings and fragments travel with the path.
    ['/fixture?filter=today', '/ne/fixture?filter=today'],
    ['/?filter=today', '/ne/?filter=today'],
    ['/about#history', '/ne/about#history'],
    ['/nepal', '/ne/nepal'],
  ])('Nepali: %s → %s', (path, out) => expect(localize('ne', path)).toBe(out));

  it('a path already in Nepali is not prefixed twice', () => {
    for (const p of ['/ne', '/ne/', '/ne/table', '/ne/fixture/12?x=1']) expect(localize('ne', p)).toBe(p);
  });

  it('absolute URLs, protocol-relative URLs, fragments, mailto: and relative paths come back untouched', () => {
    for (const p of [
      'https://example.com/table',
      'http://127.0.0.1:4321/table',
      '//cdn.example.com/x.js',
      '#main',
      'mailto:info@example.com',
      'tel:+9771',
      'table',
      './table',
      '',
    ])
      expect(localize('ne', p)).toBe(p);
  });

  it('files that exist once for both languages stay where they are', () => {
    for (const p of [
      '/_astro/page.abc123.js',
      '/_astro/x.css',
      '/images/league-logo.svg',
      '/images/og-default.png',
      '/icons/icon-192.png',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/sw.js',
      '/robots.txt',
      '/sitemap.xml',
    ])
      expect(localize('ne', p)).toBe(p);
  });

  it('round trip: a Nepali path is its base path localized (the bare /ne becomes /ne/)', () => {
    for (const p of ['/ne/', '/ne/table', '/ne/fixture/12', '/ne/teams/1/players/3'])
      expect(localize('ne', basePath(p))).toBe(p);
    expect(localize('ne', basePath('/ne'))).toBe('/ne/');
    for (const p of ['/', '/table', '/fixture/12']) {
      expect(basePath(localize('ne', p))).toBe(p);
      expect(localeOfPath(localize('ne', p))).toBe('ne');
    }
  });
});

describe('the language constants', () => {
  it('two languages, each with its html lang, og:locale, own name and other', () => {
    expect(LOCALES).toEqual(['en', 'ne']);
    expect(HTML_LANG).toEqual({ en: 'en', ne: 'ne' });
    expect(OG_LOCALE).toEqual({ en: 'en_US', ne: 'ne_NP' });
    expect(LANGUAGE_NAME).toEqual({ en: 'English', ne: 'नेपाली' });
    expect(otherLocale('en')).toBe('ne');
    expect(otherLocale('ne')).toBe('en');
    expect([isLocale('en'), isLocale('ne'), isLocale('np'), isLocale(undefined), isLocale('EN')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('pathBase', () => {
  it('is what localize puts before a site path', async () => {
    const { localize, pathBase } = await import('../../../src/i18n/locales.ts');
    for (const locale of ['en', 'ne'] as const) {
      for (const path of ['/fixture/12', '/live-match', '/teams/3/players/9'])
        expect(`${pathBase(locale)}${path}`).toBe(localize(locale, path));
      expect(`${pathBase(locale)}/`).toBe(localize(locale, '/'));
    }
  });
});
