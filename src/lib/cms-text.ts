// A CMS text in the page's language (issue 17): on a Nepali page the document's Nepali field when it has one, shown
// unmarked, else the text as written, marked lang="en"; English pages show the text as written, unmarked. No Nepali
// literal here: islands and page scripts may import it.
import type { Locale } from './locales.ts';

export type CmsText = { text: string; lang: 'en' | undefined };

/** `text` as the CMS wrote it (English), `ne` its optional Nepali field (title_ne…; docs/deploying.md). */
export function cmsText(text: string, ne: string | null | undefined, locale: Locale): CmsText {
  if (locale === 'ne' && ne) return { text: ne, lang: undefined };
  return { text, lang: locale === 'ne' ? 'en' : undefined };
}
