// Home's two live islands, the current-match banner and the Next Match Countdown (SPEC §2, §4), in one module: each is
// an island of its own (index.astro), both read the same open matches (useHomeMatches.ts: one request, swr), and one
// file of code serves both (two files cost home about 0.7 KB gzipped more).
export { CurrentMatch } from './CurrentMatch.tsx';
export { NextMatch } from './NextMatch.tsx';
