// A shoot-out's score in words, in the page's language: "4–3 on penalties", "पेनाल्टीमा ४–३"; null without one.
import type { Match } from '../../lib/api/types.ts';
import { localNumber } from '../../lib/format/local.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wordsFor } from '../../i18n/page.ts';
import { knockoutText } from '../../i18n/texts/knockout.ts';

export function penaltiesLabel(m: Pick<Match, 'penalties' | 'status'>, locale: Locale): string | null {
  if (!m.penalties || m.status !== 'completed') return null;
  const words = wordsFor(locale);
  return knockoutText[locale].penalties(localNumber(m.penalties.home, words), localNumber(m.penalties.away, words));
}
