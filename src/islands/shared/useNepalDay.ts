// The start of today in Nepal, for views that change with the calendar day (today's match, the current match): the
// build's day during hydration (so the first render matches the HTML), the browser's after, renewed at Nepal midnight.
// Only a new day re-renders: the same value again is ignored by React.
import { useEffect, useState } from 'react';
import { endOfNepalDay, startOfNepalDay } from '../../lib/nepal-day.ts';

export function useNepalDay(builtAt: number): number {
  const [today, setToday] = useState(() => startOfNepalDay(builtAt));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const renew = () => {
      const t = Date.now();
      setToday(startOfNepalDay(t));
      clearTimeout(timer);
      timer = setTimeout(renew, endOfNepalDay(t) - t + 50);
    };
    renew();
    // Timers sleep with a hidden tab or a closed laptop: look at the clock again on return.
    const onVisible = () => !document.hidden && renew();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return today;
}
