// Home's two live islands, the current-match banner and the Next Match Countdown (SPEC §2, §4), in one module: each is
// an island of its own (index.astro), both read the same open matches (useHomeMatches.ts: one request, swr), and one
// file of code serves both (two files cost home about 0.7 KB gzipped more).
export { CurrentMatch } from './CurrentMatch.tsx';
export { NextMatch } from './NextMatch.tsx';
// The on-demand team names both islands and My schools use (islands/shared/useTeams.ts): exported from here so that
// the bundler keeps it in this file's chunk rather than a chunk of its own (about 0.1 KB gzipped on home).
export { useTeams } from '../shared/useTeams.ts';
