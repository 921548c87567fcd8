// The league's season as its pages name it: Season 2025, fixed (SPEC §9), not the build's year.
import { localNumber } from '../../lib/format/local.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wordsFor } from '../../i18n/page.ts';
import { leagueText } from '../../i18n/texts/league.ts';

export const SEASON = 2025;

export const seasonLabel = (locale: Locale): string =>
  leagueText[locale].table.season(localNumber(SEASON, wordsFor(locale)));
