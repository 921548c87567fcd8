// Home's two live islands, the current-match banner and the Next Match Countdown (SPEC §2, §4), in one module: each is
// an island of its own (index.astro), both read the same open matches (useHomeMatches.ts: one request, swr), and one
// file of code serves both (two files would cost home more bytes: docs/decisions/performance.md, "swr, and what pays
// for it").
export { CurrentMatch } from './CurrentMatch.tsx';
export { NextMatch } from './NextMatch.tsx';
// The on-demand team names both islands and My schools use (islands/shared/useTeams.ts): exported from here so that
// the bundler keeps it in this file's chunk rather than a chunk of its own (which would cost home bytes it is short of).
export { useTeams } from '../shared/useTeams.ts';
