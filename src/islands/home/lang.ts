// The language an island of the home page writes in, shared by its components: its texts, the date words (Nepali pages
// only) and the locale.
import type { Locale } from '../../i18n/locales.ts';
import type { HomeMatchesText } from '../../i18n/texts/home-matches.ts';
import type { LocalWords } from '../../lib/format/local.ts';

export type Lang = { t: HomeMatchesText; words: LocalWords | null; locale: Locale };
