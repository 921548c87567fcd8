// A rebuild at each new day in Nepal: pages are rendered against the build's day (src/lib/build-clock.ts), so ages,
// "Today's Match" and the home countdown of pages served without JavaScript move on even when nobody edits.

/** Nepal is UTC+05:45 all year (no daylight saving). */
const OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

/** Epoch milliseconds of the next 00:00 in Asia/Kathmandu after `now`. */
export function nextNepalMidnight(now: number): number {
  return Math.floor((now + OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - OFFSET_MS;
}

/** Calls `fire` a minute after every Nepal midnight until the returned function is called. */
export function everyNepalDay(fire: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(
      () => {
        fire();
        arm();
      },
      nextNepalMidnight(now()) + 60_000 - now(),
    );
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
