// What both home islands read (SPEC §2, §4): the open matches, the build's at first, then the API's through the islands'
// swr layer; the current and the target match are chosen in the browser, in Nepal time. The banner and the countdown
// are two islands asking the same URL: swr makes it one request and one cache entry for both.
import { useMemo } from 'react';
import { loadOpenMatches, openMatchesUrl, type LiveMatch } from '../../lib/api/live.ts';
import { countdownPick } from '../../lib/league/countdown.ts';
import type { TeamTable } from '../../lib/live-view.ts';
import { useLiveRead } from '../shared/live-swr.ts';
import { useNepalDay } from '../shared/useNepalDay.ts';

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
import type { Lang } from './lang.ts';

export type { Lang };
/** Each home island's props: the build's open matches, the teams they name, the build's instant, the language. */
export type HomeProps = { matches: LiveMatch[]; teams: TeamTable; builtAt: number } & Lang;

export function useHomeMatches(matches: LiveMatch[], builtAt: number) {
  const live = useLiveRead('homeMatches', openMatchesUrl(), loadOpenMatches, matches);
  const today = useNepalDay(builtAt);
  const pick = useMemo(() => countdownPick(live.data, today), [live.data, today]);
  // The SPEC's failure texts show when no live answer came at all; after one, a failed refresh keeps what is shown.
  return { ...pick, today, live, failed: live.failed && !live.fresh };
}
