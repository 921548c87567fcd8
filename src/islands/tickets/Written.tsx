// Text the page did not write (team names, venues, order ids, what the buyer typed, the server's words) keeps its own
// language: marked lang="en" on a Nepali page.
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';

/** Text kept as written: marked on a Nepali page, as it is (no extra element) on an English one. */
export function Written({ text, locale }: { text: string; locale: Locale }): ReactNode {
  return locale === 'ne' ? <span lang="en">{text}</span> : text;
}

/** What the buyer typed: marked lang="en" on a Nepali page only when it is written in Latin letters. */
export function Typed({ text, locale }: { text: string; locale: Locale }): ReactNode {
  return locale === 'ne' && /[A-Za-z]/.test(text) ? <span lang="en">{text}</span> : text;
}
