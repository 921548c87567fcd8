// A knockout side's slot in words, in the page's language: "Winner Jhapa Group B", "Winner QF 1".
import type { Group, Match, Slot } from '../../lib/api/types.ts';
import { localNumber } from '../../lib/format/local.ts';
import type { Locale } from '../../i18n/locales.ts';
import { wordsFor } from '../../i18n/page.ts';
import { knockoutText } from '../../i18n/texts/knockout.ts';
import { groupLabel } from '../groups/group-label.ts';

/** A tie's short name: "QF 1" (its round's short name and its number), or the round's name for a single tie. */
export function tieLabel(m: Pick<Match, 'knockout'>, locale: Locale): string {
  const t = knockoutText[locale];
  const k = m.knockout;
  if (!k) return '';
  // A round of one tie (the final, third place) is named by the round alone.
  return k.tie === null || k.round === 'final' || k.round === 'third_place'
    ? t.rounds[k.round]
    : t.tie(t.short[k.round], localNumber(k.tie, wordsFor(locale)));
}

export function slotLabel(
  slot: Slot,
  groups: ReadonlyMap<string, Group>,
  ties: ReadonlyMap<string, Pick<Match, 'knockout'>>,
  locale: Locale,
): string | null {
  const t = knockoutText[locale];
  if (slot.kind === 'group') {
    const g = groups.get(slot.groupId);
    return g ? t.place(slot.place, groupLabel(g, locale), localNumber(slot.place, wordsFor(locale))) : null;
  }
  const source = ties.get(slot.matchId);
  return source ? t.tieOutcome(slot.outcome, tieLabel(source, locale)) : null;
}
