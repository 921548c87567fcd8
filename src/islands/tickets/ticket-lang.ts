// The page's language in the ticket islands (src/i18n/README.md): texts, words and locale arrive as props. Text the page
// did not write keeps its own language: Written.tsx marks it.
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

/** The sentinel the booking records use for a side not known yet, shown in the page's words. */
export { TBD_TEAM } from '../../lib/league/booking-match.ts';
