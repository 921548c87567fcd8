// What a goal alert says, in each language: the push message (src/lib/push-message.ts) the service worker shows
// (src/sw/alerts.ts reads it).
import type { Alert } from '../../src/lib/league/match-alerts.ts';
import { matchTag, PUSH_ICON, type PushMessage } from '../../src/lib/push-message.ts';
import { alertsText } from '../../src/i18n/texts/alerts.ts';
import { localize, type Locale } from '../../src/i18n/locales.ts';

export type MatchNames = {
  id: string;
  home: string;
  away: string;
  /** The schools' Nepali names where the CMS has them (issue 42): what a Nepali alert says. */
  homeNe?: string | null;
  awayNe?: string | null;
  /** Crest URLs (absolute) or null. */
  homeCrest: string | null;
  awayCrest: string | null;
  /** A knockout tie's shoot-out (issue 43), said in the full-time alert: [home, away]. */
  penalties?: readonly [number, number] | null;
};

export function alertMessage(alert: Alert, names: MatchNames, lang: Locale): PushMessage {
  const t = alertsText[lang].push;
  const { home: h, away: a } = alert.score;
  // In Nepali, the schools' and the scorer's Nepali names where the CMS has them; else as written.
  const ne = lang === 'ne';
  const m = ne ? { ...names, home: names.homeNe || names.home, away: names.awayNe || names.away } : names;
  const scorer = alert.kind === 'goal' || alert.kind === 'correction' ? (ne && alert.scorerNe) || alert.scorer : null;
  const words =
    alert.kind === 'kickoff'
      ? t.kickoff(m.home, m.away)
      : alert.kind === 'goal'
        ? t.goal(m.home, h, a, m.away, scorer, alert.minute, alert.ownGoal)
        : alert.kind === 'half_time'
          ? t.halfTime(m.home, h, a, m.away)
          : alert.kind === 'full_time'
            ? t.fullTime(m.home, h, a, m.away, m.penalties)
            : alert.eventId === null
              ? t.scoreChanged(m.home, h, a, m.away)
              : alert.removed
                ? t.goalRemoved(m.home, h, a, m.away)
                : t.goalChanged(m.home, h, a, m.away, scorer, alert.minute);
  // A goal shows the crest of the side it counts for; anything else the home school's (or the away one's).
  const crest =
    alert.kind === 'goal' && alert.side === 'away'
      ? (m.awayCrest ?? m.homeCrest)
      : alert.kind === 'goal' && alert.side === 'home'
        ? (m.homeCrest ?? m.awayCrest)
        : (m.homeCrest ?? m.awayCrest);
  return {
    ...words,
    tag: matchTag(m.id),
    url: localize(lang, `/fixture/${encodeURIComponent(m.id)}`),
    icon: crest ?? PUSH_ICON,
    lang,
  };
}
