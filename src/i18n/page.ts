// The language of the page being rendered, for Astro components: from Astro's i18n routing (astro.config.mjs), or
// from the path when Astro has none to give (endpoints, the 404 page).
import { NE_WORDS } from './ne-words.ts';
import { isLocale, localeOfPath, type Locale } from './locales.ts';
import type { LocalWords } from '../lib/format/local.ts';

type PageContext = { currentLocale?: string | undefined; url: URL };

export function pageLocale(astro: PageContext): Locale {
  return isLocale(astro.currentLocale) ? astro.currentLocale : localeOfPath(astro.url.pathname);
}

/** The words for format/local.ts: null in English (the SPEC's formats), Nepali's on Nepali pages. */
export function wordsFor(locale: Locale): LocalWords | null {
  return locale === 'ne' ? NE_WORDS : null;
}
