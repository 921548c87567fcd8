// The one moment of a test run. The demo API (--now), the build (LEAGUE_NOW) and every browser page (Playwright's
// clock) are set to it, so what is "today", "live" or "upcoming" does not depend on the hour the suite starts at.
// LEAGUE_NOW (an ISO instant) picks it outright; otherwise it is today in Nepal at TEST_NEPAL_TIME (default 14:40:
// the seed's first match of the day kicked off at 14:00 and is 40 minutes in, the second kicks off at 18:00).
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY_MS = 86_400_000;

export function testInstant(env: Record<string, string | undefined> = process.env, real = Date.now()): number {
  if (env.LEAGUE_NOW) {
    const at = Date.parse(env.LEAGUE_NOW);
    if (!Number.isFinite(at)) throw new Error(`LEAGUE_NOW must be an ISO instant, got "${env.LEAGUE_NOW}"`);
    return at;
  }
  const time = env.TEST_NEPAL_TIME || '14:40';
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new Error(`TEST_NEPAL_TIME must be HH:MM (Nepal time), got "${time}"`);
  const dayStart = Math.floor((real + NEPAL_OFFSET_MS) / DAY_MS) * DAY_MS - NEPAL_OFFSET_MS;
  return dayStart + (Number(m[1]) * 60 + Number(m[2])) * 60_000;
}
