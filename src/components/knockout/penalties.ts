// A shoot-out's score in words, in the page's language: "4–3 on penalties", "पेनाल्टीमा ४–३"; null without one.
import type { Match } from '../../lib/api/types.ts';
import { localNumber } from '../../lib/format/local.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wordsFor } from '../../i18n/page.ts';
import { knockoutText } from '../../i18n/texts/knockout.ts';

/** `teamId`: written from that school's side (a team page's Result cell), its kicks first. */
export function penaltiesLabel(
  m: Pick<Match, 'penalties' | 'status' | 'home' | 'away'>,
  locale: Locale,
  teamId?: string,
): string | null {
  if (!m.penalties || m.status !== 'completed') return null;
  const words = wordsFor(locale);
  const { home, away } = m.penalties;
  const [a, b] = teamId !== undefined && m.away?.id === teamId && m.home?.id !== teamId ? [away, home] : [home, away];
  return knockoutText[locale].penalties(localNumber(a, words), localNumber(b, words));
}
