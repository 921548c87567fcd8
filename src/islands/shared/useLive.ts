// Live data for an island: it starts from the build's data, asks the API on hydration and then every `intervalMs`
// while the tab is visible (paused when hidden, asked again on return), and keeps the last good data when a refresh fails.
import { useCallback, useEffect, useRef, useState } from 'react';

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
  retry: () => void;
};

type State<T> = { data: T; fresh: boolean; loading: boolean; failed: boolean; answered: boolean };

export function useLive<T>(load: () => Promise<T>, initial: T, intervalMs: number): Live<T> {
  // Loading starts false, so the build's HTML (and the hydration render) shows no spinner.
  const [state, setState] = useState<State<T>>({
    data: initial,
    fresh: false,
    loading: false,
    failed: false,
    answered: false,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const due = useRef(false);
  const alive = useRef(true);
  const inFlight = useRef(false);

  const request = useCallback(async () => {
    // One request at a time: a Retry or a return to the tab while one is on its way adds nothing, its answer is as fresh.
    if (inFlight.current) return;
    inFlight.current = true;
    clearTimeout(timer.current);
    due.current = false;
    setState((s) => ({ ...s, loading: true }));
    let next: Partial<State<T>>;
    try {
      next = { data: await loadRef.current(), fresh: true, failed: false };
    } catch {
      next = { failed: true };
    }
    inFlight.current = false;
    if (!alive.current) return;
    setState((s) => ({ ...s, ...next, loading: false, answered: true }));
    // The next refresh waits for this one, so a slow answer never overlaps the next question.
    timer.current = setTimeout(() => {
      if (document.hidden) due.current = true;
      else void request();
    }, intervalMs);
  }, [intervalMs]);

  useEffect(() => {
    alive.current = true;
    void request();
    const onVisible = () => {
      if (!document.hidden && due.current) void request();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [request]);

  const retry = useCallback(() => void request(), [request]);
  return { ...state, retry };
}
