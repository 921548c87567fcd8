// Build-time settings from the environment. Kept apart from config.ts, which islands import: the browser's copy of
// config.ts would otherwise carry these reads of a `process` it does not have, bytes on every island page
// (docs/decisions/performance.md, "Build-only settings out of the islands' config").

/** Time after which a build-time API call (content sync) is abandoned: a large league's CMS answering many list pages
 *  at once can be slow, and no visitor is waiting; a build that gives up too early fails and keeps the old site for
 *  nothing. */
export const BUILD_API_TIMEOUT_MS = 60_000;

/** Build-time only: LEAGUE_FULL_SYNC=1 makes the content loader refetch every collection in full. */
export const FULL_SYNC = typeof process !== 'undefined' && process.env?.LEAGUE_FULL_SYNC === '1';

/** Build-time only: LEAGUE_ALLOW_EMPTY=1 (or a comma-separated list of collection names) lets this one build empty a
 *  collection that had documents; without it such a sync fails the build and the old site stays (sync-plan.ts). */
export const ALLOW_EMPTY: string[] =
  typeof process !== 'undefined' ? (process.env?.LEAGUE_ALLOW_EMPTY ?? '').split(',').map((s) => s.trim()) : [];

/** Build-time only: LEAGUE_NOW (an ISO instant) stops the build's clock, as the demo API's --now does, so a test
 *  stack's pages, data and browser agree on one day whatever the hour the run starts at. */
const leagueNow = typeof process !== 'undefined' ? Date.parse(process.env?.LEAGUE_NOW ?? '') : NaN;
export const BUILD_CLOCK: number | null = Number.isFinite(leagueNow) ? leagueNow : null;
