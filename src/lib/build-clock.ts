// The one "now" of a build: the start of the build's day in Nepal. Pages render time-relative parts against it (their
// islands and scripts redo them in the browser), so the same content gives byte-identical pages all day long, and a
// one-document edit does not change every page that shows a countdown, an age or a match status.
import { BUILD_CLOCK } from './build-env.ts';
import { startOfNepalDay } from './format/base.ts';

let cached: number | null = null;

/** Epoch milliseconds of 00:00 Asia/Kathmandu on the day the build runs (LEAGUE_NOW's day under test), fixed for the
 *  whole build. */
export function buildNow(): number {
  cached ??= startOfNepalDay(BUILD_CLOCK ?? Date.now());
  return cached;
}
