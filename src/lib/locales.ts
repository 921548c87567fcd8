// The site's languages (issue 17): English at today's URLs, Nepali under /ne/ with the same paths. Pure (no Astro), so
// pages, islands, scripts, feeds and tests share it.
export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The value of <html lang> and of hreflang. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', ne: 'ne' };
/** Open Graph's og:locale. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ne: 'ne_NP' };
/** The language's own name, for the switch that leads to it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };

export const isLocale = (v: unknown): v is Locale => v === 'en' || v === 'ne';

/** The language of a site path: '/ne' and '/ne/…' are Nepali, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/ne(\/|$)/.test(pathname) ? 'ne' : 'en';
}

/** A site path without its language prefix: '/ne/fixture/12' → '/fixture/12', '/ne' → '/'. */
export function basePath(pathname: string): string {
  return localeOfPath(pathname) === 'ne' ? pathname.slice(3) || '/' : pathname;
}

/**
 * The path of a page in a language: localize('ne', '/fixture/12') → '/ne/fixture/12', localize('ne', '/') → '/ne/'.
 * English paths are returned as they are. Only site paths (starting with one '/') are changed: absolute URLs, '#…',
 * mailto: and the like come back untouched, as do files that exist once for both languages (images, feeds given as
 * such, /_astro).
 */
export function localize(locale: Locale, path: string): string {
  if (locale === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (localeOfPath(path) === 'ne') return path;
  if (/^\/(_astro|images|icons|media|favicon|manifest|sw\.js|robots|sitemap)/.test(path)) return path;
  return path === '/' ? '/ne/' : `/ne${path}`;
}

/** The same page in the other language. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'ne' : 'en';
}

/**
 * What stands before a site path in a language ('' in English, '/ne' in Nepali): for islands, whose links are the
 * site's own paths, so their code needs none of localize's checks (bytes saved on every island page).
 */
export const pathBase = (locale: Locale): string => (locale === 'en' ? '' : `/${locale}`);
