// A goal alert's push message (issue 28), the contract between the two ends of a push: the JSON the sender writes
// (server/alerts/messages.ts) and the service worker shows (src/sw/alerts.ts), and the league's icon both fall back to.
import type { Locale } from './locales.ts';

/** The push message's JSON: the worker shows title and body, `tag` replaces the match's last alert, a tap opens `url`. */
export type PushMessage = {
  title: string;
  body: string;
  /** One per match (matchTag): several goals replace one notification rather than stacking. */
  tag: string;
  /** The match centre in the subscriber's language (a site path). */
  url: string;
  /** The school's crest (absolute URL) or the league's icon (PUSH_ICON, a site path). */
  icon: string;
  lang: Locale;
};

/** The league's icon (the manifest's 192 px one): a message's icon when its schools have no crest, and the worker's for a
 *  message without a usable one. */
export const PUSH_ICON = '/icons/icon-192.png';

/** The tag of a match's alerts. */
export const matchTag = (matchId: string) => `match-${matchId}`;
