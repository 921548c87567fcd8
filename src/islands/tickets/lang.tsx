// The page's language in the ticket islands (src/i18n/README.md): texts, words and locale arrive as props, and text the
// page did not write (team names, venues, order ids, what the buyer typed, the server's words) keeps its own language.
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { TicketHrefs, TicketsText } from '../../i18n/texts/tickets.ts';
import type { LocalWords } from '../../lib/format/local.ts';

/**
 * The props a ticket island gets from its page: the sections of the texts it uses, the words, the language, and the
 * flow's links in that language (href['/success'] is '/ne/success' on a Nepali page).
 */
export type TicketLang<K extends keyof TicketsText> = {
  t: Pick<TicketsText, K>;
  words: LocalWords | null;
  locale: Locale;
  href: TicketHrefs;
};

/** lang="en" on a Nepali page for text kept as written (CMS names, venues, ids, the server's messages). */
export const asWritten = (locale: Locale): 'en' | undefined => (locale === 'ne' ? 'en' : undefined);

/** Text kept as written: marked on a Nepali page, as it is (no extra element) on an English one. */
export function Written({ text, locale }: { text: string; locale: Locale }): ReactNode {
  return locale === 'ne' ? <span lang="en">{text}</span> : text;
}

/** What the buyer typed: marked lang="en" on a Nepali page only when it is written in Latin letters. */
export function Typed({ text, locale }: { text: string; locale: Locale }): ReactNode {
  return locale === 'ne' && /[A-Za-z]/.test(text) ? <span lang="en">{text}</span> : text;
}

/** The sentinel the booking records use for a side not known yet, shown in the page's words. */
export { TBD_TEAM } from '../../lib/league/booking-match.ts';
