// The live-data layer of every island that reads or polls (issue 24): swr, configured once here. Each island names its
// read (live-reads.ts) and gets the build's data first, then the API's; the settings below are the same for all, so
// islands on one page asking the same URL share one request and one cache entry (docs/decisions/live.md maps each
// setting to the SPEC's caching rules).
import useSWR, { type SWRConfiguration } from 'swr';
import { useHydrated } from './useHydrated.ts';
import {
  LIVE_DEDUPE_MS,
  LIVE_FOCUS_THROTTLE_MS,
  LIVE_READS,
  liveRetryDelayMs,
  type LiveReadName,
} from '../../lib/api/live-reads.ts';

export type Live<T> = {
  data: T;
  /** True once an answer arrived in this page view (until then `data` is the build's). */
  fresh: boolean;
  /** A request is on its way. */
  loading: boolean;
  /** The last request failed (the data shown is the last good one). */
  failed: boolean;
  /** At least one request has come back (well or not) in this page view. */
  answered: boolean;
  /** Ask now (the failure views' Retry). */
  retry: () => void;
};

/** The one swr configuration of the live reads. */
export const LIVE_SWR: SWRConfiguration = {
  // Asked on hydration (the build's data may be days old), again every read's refresh while the tab is visible and
  // the phone online, at once on returning to the tab and on coming back online.
  revalidateOnMount: true,
  refreshWhenHidden: false,
  refreshWhenOffline: false,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  focusThrottleInterval: LIVE_FOCUS_THROTTLE_MS,
  dedupingInterval: LIVE_DEDUPE_MS,
  // A failed read is asked again after 1, 2, 4… s (live-reads.ts), never while the tab is hidden or the phone offline:
  // returning or reconnecting asks anyway. swr keeps the last good data meanwhile.
  shouldRetryOnError: true,
  onErrorRetry: (_error, _key, config, revalidate, opts) => {
    const refresh = typeof config.refreshInterval === 'number' ? config.refreshInterval : 60_000;
    setTimeout(
      () => {
        if (config.isVisible() && config.isOnline()) void revalidate(opts);
      },
      liveRetryDelayMs(opts.retryCount, refresh),
    );
  },
  // No "slow loading" timer: the islands show their own loading mark.
  loadingTimeout: 0,
};

/**
 * The live read `read` at `url` (its swr key: the same URL is the same read), loaded by `load`, starting from the build's
 * `initial`. `url` null: nothing is asked.
 */
export function useLiveRead<T>(read: LiveReadName, url: string | null, load: () => Promise<T>, initial: T): Live<T> {
  const swr = useSWR<T>(url, load, { ...LIVE_SWR, refreshInterval: LIVE_READS[read].refreshMs });
  const hydrated = useHydrated();
  // Read every field on every render: swr re-renders only for the fields read.
  const { data, error, isValidating } = swr;
  const answered = data !== undefined || error !== undefined;
  return {
    data: hydrated && data !== undefined ? data : initial,
    fresh: hydrated && data !== undefined,
    loading: hydrated && isValidating,
    failed: hydrated && error !== undefined,
    answered: hydrated && answered,
    retry: () => void swr.mutate(),
  };
}
