// The language an island of the home page writes in, shared by its components: its texts, the date words (Nepali pages
// only) and the locale.
import type { Locale } from '../../i18n/locales.ts';
import type { LiveText } from '../../i18n/texts/live.ts';
import type { LocalWords } from '../../lib/local-format.ts';

export type Lang = { t: LiveText; words: LocalWords | null; locale: Locale };
