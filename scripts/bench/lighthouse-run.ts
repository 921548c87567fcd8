// One route through Lighthouse (mobile defaults) in the system's Chromium, a few runs, medians: the metrics, the bytes,
// where the main thread's time went (Lighthouse's mainthread-work-breakdown groups) and the longest tasks of the
// median run, so a slow route says why without a profiler. Used by the bench's Lighthouse section and by
// `node scripts/bench/lighthouse-route.ts <url>` for one page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { ensureDevanagariFont } from '../lib/fonts.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** A long task of the run: simulated duration and start (4× CPU, slow 4G) and the script it is attributed to. (Lighthouse's
 *  per-task group split is no help here: under simulation it files a task's whole time under "other".) */
export type LongTask = { ms: number; script: string; atMs: number };

export type RouteFigures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  beforeImages: number;
  images: number;
  api: number;
  thirdParty: number;
  /** Milliseconds per main-thread group (script evaluation, style and layout…), medians over the runs. */
  breakdown: Record<string, number>;
  /** The three longest tasks of the run whose TBT is the median. */
  longest: LongTask[];
  /** Lighthouse's benchmarkIndex of this machine (its own CPU benchmark, run with each audit), median over the runs:
   *  the reference for reading the timings (Lighthouse's throttling documentation). */
  benchmarkIndex: number;
  /** TBT counted from the main thread's *thread* time (CPU it ran) instead of its wall time: see threadTime. */
  threadTbt: number;
  /** Wall time ÷ thread time of the main thread's tasks of 10 ms and more: 1 when nothing else wanted the CPU. */
  wallPerThread: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/**
 * What the page's own work blocks, without what this host adds. Lighthouse simulates a slow phone from the tasks'
 * *wall* durations in the trace: on a shared 2-core machine a task also lasts while the renderer waits for the CPU
 * (Chromium's other processes, Lighthouse itself, the hypervisor's other guests), so the same page's TBT swings from
 * run to run with the host's load (docs/decisions/performance.md, "What Lighthouse's TBT measures on this machine").
 * The trace also records each task's *thread* time, the CPU it actually ran, which moves far less. Here, over the
 * renderer's main
 * thread: TBT as Lighthouse counts it (each task's part over 50 ms, after the first contentful paint) from thread time
 * × the CPU multiplier, and the wall ÷ thread time of its tasks of 10 ms and more (Lighthouse leaves shorter ones out
 * of its simulation). A diagnosis beside Lighthouse's figures, not a budget.
 */
export function threadTime(events: TraceEvent[], fcpTs: number, cpu: number): { tbt: number; wallPerThread: number } {
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  // The page's renderer main thread: the busiest CrRendererMain (the about:blank before the navigation runs a few tasks).
  const tasksOf = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && threadNames.get(key) === 'CrRendererMain')
      (tasksOf.get(key) ?? tasksOf.set(key, []).get(key)!).push(e);
  }
  const tasks = [...tasksOf.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  let tbt = 0,
    wall = 0,
    thread = 0;
  for (const t of tasks) {
    const ms = (t.tdur ?? 0) / 1000;
    if (t.ts >= fcpTs) tbt += Math.max(0, ms * cpu - 50);
    if ((t.dur ?? 0) >= 10_000 && t.tdur) {
      wall += t.dur! / 1000;
      thread += ms;
    }
  }
  return { tbt, wallPerThread: thread > 0 ? wall / thread : NaN };
}

/** Short names of Lighthouse's task groups, in the order the tables show them. */
export const GROUPS: Array<[string, string]> = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'compile'],
  ['styleLayout', 'style+layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'parse HTML'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

type Table = { type?: string; items?: Array<Record<string, unknown>> };

function longTasks(lhr: Result, pageUrl: string): LongTask[] {
  const items = (lhr.audits['long-tasks']?.details as Table | undefined)?.items ?? [];
  return items.slice(0, 3).map((t) => {
    const url = String(t.url ?? '');
    const script =
      url === pageUrl || url === lhr.finalDisplayedUrl
        ? '(document)'
        : /^https?:/.test(url)
          ? (new URL(url).pathname.split('/').pop() ?? url)
          : 'unattributed';
    return { ms: Math.round(Number(t.duration) || 0), script, atMs: Math.round(Number(t.startTime) || 0) };
  });
}

function figures(
  { lhr, trace }: { lhr: Result; trace: TraceEvent[] },
  pageUrl: string,
  siteUrl: string,
  apiUrl: string,
  cpu: number,
): RouteFigures {
  const observed = (lhr.audits.metrics?.details as Table | undefined)?.items?.[0] ?? {};
  const fcpTs = Number(observed.observedFirstContentfulPaintTs);
  const own = threadTime(trace, Number.isFinite(fcpTs) ? fcpTs : Infinity, cpu);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (lhr.audits['network-requests']?.details as Table | undefined)?.items ?? [];
  let beforeImages = 0,
    images = 0,
    api = 0,
    thirdParty = 0;
  for (const item of items) {
    const size = typeof item.transferSize === 'number' ? item.transferSize : 0;
    if (item.resourceType === 'Image') images += size;
    else beforeImages += size;
    // The league API is ours (islands read live data from it); anything else is a third party.
    const url = typeof item.url === 'string' && /^https?:/.test(item.url) ? item.url : null;
    if (url?.startsWith(`${apiUrl}/`)) api += 1;
    else if (url && !url.startsWith(`${siteUrl}/`)) thirdParty += 1;
  }
  const breakdown: Record<string, number> = {};
  for (const item of (lhr.audits['mainthread-work-breakdown']?.details as Table | undefined)?.items ?? []) {
    if (typeof item.group === 'string' && typeof item.duration === 'number') breakdown[item.group] = item.duration;
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    beforeImages,
    images,
    api,
    thirdParty,
    breakdown,
    longest: longTasks(lhr, pageUrl),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    threadTbt: own.tbt,
    wallPerThread: own.wallPerThread,
  };
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART and the like): such a run is made again, twice at most, and logged. */
const ATTEMPTS = 3;

async function audit(
  url: string,
  port: number,
  log: (line: string) => void,
  cpu?: number,
): Promise<{ lhr: Result; trace: TraceEvent[] }> {
  let last = '';
  // Lighthouse merges a partial `throttling` into its mobile defaults: only the CPU multiplier changes.
  const throttling = cpu === undefined ? undefined : { cpuSlowdownMultiplier: cpu };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      ...(throttling && { throttling }),
    });
    if (result && !result.lhr.runtimeError)
      return { lhr: result.lhr, trace: (result.artifacts.Trace?.traceEvents ?? []) as TraceEvent[] };
    last = result?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
    log(`lighthouse: ${url} attempt ${attempt} failed (${last})`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${last}`);
}

export type MeasureOptions = {
  runs: number;
  siteUrl: string;
  apiUrl: string;
  log: (line: string) => void;
  workDir?: string;
  /** Lighthouse's CPU slowdown multiplier; its mobile default (4×) when not given. */
  cpu?: number;
};

/** A fresh Chromium for a page's runs (Lighthouse clears the origin's storage before each run), closed with `close`. */
async function openBrowser(o: MeasureOptions): Promise<{ port: number; close: () => Promise<void> }> {
  await ensureDevanagariFont(o.log);
  const userDataDir = mkdtempSync(join(o.workDir ?? tmpdir(), 'chrome-'));
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'error',
  });
  return {
    port: chrome.port,
    close: async () => {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run of `siteUrl + path` in the given Chromium (mobile defaults: Moto G Power screen, simulated
 *  slow 4G and a 4× slower CPU, or `o.cpu`). */
async function runOnce(path: string, port: number, o: MeasureOptions): Promise<RouteFigures> {
  const url = `${o.siteUrl}${path}`;
  return figures(await audit(url, port, o.log, o.cpu), url, o.siteUrl, o.apiUrl, o.cpu ?? 4);
}

/** Measures `siteUrl + path` `runs` times in one fresh Chromium (Lighthouse clears the origin's storage before each run). */
export async function measureRoute(path: string, o: MeasureOptions): Promise<RouteFigures> {
  const browser = await openBrowser(o);
  const runs: RouteFigures[] = [];
  try {
    for (let i = 0; i < o.runs; i++) runs.push(await runOnce(path, browser.port, o));
  } finally {
    await browser.close();
  }
  return summarize(runs);
}

/**
 * Measures several pages `runs` times each, interleaved: round 1 runs every page once, then round 2, and so on, each
 * page in its own Chromium kept for all its rounds (as measureRoute does). Pages whose figures are compared with each
 * other (issue 24's ratio to /teams) then share the machine's state: a host that slows for a few minutes slows one
 * run of every page, which their medians absorb, instead of all the runs of the pages measured in those minutes.
 * `onRound` is told each round's figures, for the log.
 */
export async function measureInterleaved(
  paths: string[],
  o: MeasureOptions,
  onRound?: (round: number, figures: Map<string, RouteFigures>) => void,
): Promise<Map<string, RouteFigures>> {
  const browsers = new Map<string, Awaited<ReturnType<typeof openBrowser>>>();
  const runs = new Map<string, RouteFigures[]>(paths.map((p) => [p, []]));
  try {
    for (const path of paths) browsers.set(path, await openBrowser(o));
    for (let round = 1; round <= o.runs; round++) {
      const these = new Map<string, RouteFigures>();
      for (const path of paths) {
        const r = await runOnce(path, browsers.get(path)!.port, o);
        runs.get(path)!.push(r);
        these.set(path, r);
      }
      onRound?.(round, these);
    }
  } finally {
    for (const browser of browsers.values()) await browser.close();
  }
  return new Map(paths.map((p) => [p, summarize(runs.get(p)!)]));
}

/** Medians over a page's runs; the longest tasks of the run whose TBT is the median. */
function summarize(runs: RouteFigures[]): RouteFigures {
  const pick = (
    k:
      | 'score'
      | 'fcp'
      | 'lcp'
      | 'tbt'
      | 'cls'
      | 'si'
      | 'beforeImages'
      | 'images'
      | 'api'
      | 'benchmarkIndex'
      | 'threadTbt'
      | 'wallPerThread',
  ) => median(runs.map((r) => r[k]));
  const breakdown = Object.fromEntries(GROUPS.map(([g]) => [g, median(runs.map((r) => r.breakdown[g] ?? 0))]));
  const byTbt = [...runs].sort((a, b) => a.tbt - b.tbt);
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    beforeImages: pick('beforeImages'),
    images: pick('images'),
    api: pick('api'),
    thirdParty: Math.max(...runs.map((r) => r.thirdParty)),
    breakdown,
    longest: byTbt[Math.floor(byTbt.length / 2)]?.longest ?? [],
    benchmarkIndex: pick('benchmarkIndex'),
    threadTbt: pick('threadTbt'),
    wallPerThread: pick('wallPerThread'),
  };
}

/** "script 720, style+layout 460, other 2500" (ms), largest first, groups under 10 ms left out. */
export const breakdownText = (b: Record<string, number>) =>
  GROUPS.filter(([g]) => (b[g] ?? 0) >= 10)
    .sort((x, y) => (b[y[0]] ?? 0) - (b[x[0]] ?? 0))
    .map(([g, name]) => `${name} ${Math.round(b[g] ?? 0)}`)
    .join(', ');

/** "565 unattributed at 0.8 s; 233 client.js at 1.1 s" (ms), or "none over 50 ms". */
export const longestText = (tasks: LongTask[]) =>
  tasks.length
    ? tasks.map((t) => `${t.ms} ${t.script} at ${(t.atMs / 1000).toFixed(1)} s`).join('; ')
    : 'none over 50 ms';
