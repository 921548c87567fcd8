// Home island: the current-match banner and the Next Match Countdown (SPEC §2, §4), from the build's matches at first,
// then from the API every minute; the current and target matches are chosen in the browser, in Nepal time.
import { useMemo } from 'react';
import { loadOpenMatches, type LiveMatch } from '../../lib/api/live.ts';
import { countdownPick } from '../../lib/league/countdown.ts';
import type { TeamTable } from '../../lib/live-view.ts';
import type { Lang } from './lang.ts';
import { useLive } from '../shared/useLive.ts';
import { useNepalDay } from '../shared/useNepalDay.ts';
import { CurrentMatch } from './CurrentMatch.tsx';
import { NextMatch } from './NextMatch.tsx';

/** How often the match list is asked again (docs/decisions/live.md). */
export const MATCHES_REFRESH_MS = 60_000;

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = { matches: LiveMatch[]; teams: TeamTable; builtAt: number } & Lang;

export default function HomeMatches({ matches, teams, builtAt, t, words, locale }: Props) {
  const lang = { t, words, locale };
  const live = useLive(loadOpenMatches, matches, MATCHES_REFRESH_MS);
  const today = useNepalDay(builtAt);
  const { current, target } = useMemo(() => countdownPick(live.data, today), [live.data, today]);
  // The SPEC's failure texts show when no live answer came at all; after one, a failed refresh keeps what is shown.
  const failed = live.failed && !live.fresh;
  return (
    <>
      <CurrentMatch match={current} teams={teams} today={today} failed={failed} onRetry={live.retry} {...lang} />
      <NextMatch
        match={target}
        teams={teams}
        builtAt={builtAt}
        busy={live.loading}
        loading={live.loading && !live.fresh}
        failed={failed}
        answered={live.answered}
        {...lang}
      />
    </>
  );
}
