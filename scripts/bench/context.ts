// What every bench section gets: a demo API on a fresh seeded database, one full build of the site against it, that
// build served locally, and a scratch folder. Sections add their own builds and servers where they need them.
export type BenchContext = {
  /** Host of the demo API (no /api). */
  apiUrl: string;
  /** Address of the served build. */
  siteUrl: string;
  /** The built site. */
  distDir: string;
  /** Content store of that build (ASTRO_CACHE_DIR), for sections that rebuild incrementally. */
  cacheDir: string;
  /** The demo API's data folder (its database). */
  dataDir: string;
  /** Scratch space, removed after the run. */
  workDir: string;
  /** Milliseconds the first full build took. */
  fullBuildMs: number;
  log: (line: string) => void;
};

/**
 * A section prints its figures as it goes and returns its part of docs/benchmarks.md (Markdown, starting with ##),
 * or that part and a one-line summary, which the bench prints last, after everything else.
 * `needsSite: false`: it uses only the demo API, so a run of such sections alone builds no site (siteUrl, distDir and
 * cacheDir then name nothing, and fullBuildMs is 0).
 */
export type SectionResult = { doc: string; line: string };
export type BenchSection = {
  name: string;
  needsSite?: false;
  run: (ctx: BenchContext) => Promise<string | SectionResult>;
};
