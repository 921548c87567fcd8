// The language an island of /live-match writes in, shared by its components: its texts, the date words (Nepali pages
// only) and the locale.
import type { Locale } from '../../i18n/locales.ts';
import type { WatchText } from '../../i18n/texts/watch.ts';
import type { LocalWords } from '../../lib/format/local.ts';

export type Lang = { t: WatchText; words: LocalWords | null; locale: Locale };
