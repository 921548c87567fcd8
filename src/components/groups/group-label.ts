// A group's name as plain text in the page's language (titles, descriptions): its Nepali name on a Nepali page when
// the CMS has one.
import type { Group } from '../../lib/api/types.ts';
import type { Locale } from '../../i18n/locales.ts';

export const groupLabel = (group: Group, locale: Locale): string =>
  locale === 'ne' && group.nameNe ? group.nameNe : group.name;
