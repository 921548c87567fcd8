// Lighthouse's mobile figures for every route kind (medians of 3 runs in the system's Chromium), the bytes
// transferred before images, and the issue's budgets. Runs only here, in the bench, never in the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import type { BenchContext, BenchSection } from './context.ts';
import { routeKinds, type RouteKind } from './sizes.ts';

const RUNS = 3;
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

type Run = { score: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; beforeImages: number; images: number; api: number; thirdParty: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

function figures(lhr: Result, ctx: BenchContext): Run {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  let beforeImages = 0;
  let images = 0;
  let api = 0;
  let thirdParty = 0;
  for (const item of items) {
    const size = typeof item.transferSize === 'number' ? item.transferSize : 0;
    if (item.resourceType === 'Image') images += size;
    else beforeImages += size;
    // The league API is ours (islands read live data from it); anything else is a third party.
    const url = typeof item.url === 'string' && /^https?:/.test(item.url) ? item.url : null;
    if (url?.startsWith(`${ctx.apiUrl}/`)) api += 1;
    else if (url && !url.startsWith(`${ctx.siteUrl}/`)) thirdParty += 1;
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'), lcp: num('largest-contentful-paint'), tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'), si: num('speed-index'), beforeImages, images, api, thirdParty,
  };
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART and the like): such a run is made again, twice at most, and logged. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, ctx: BenchContext): Promise<Result> {
  let last = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (result && !result.lhr.runtimeError) return result.lhr;
    last = result?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing';
    ctx.log(`lighthouse: ${url} attempt ${attempt} failed (${last})`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${last}`);
}

async function measure(route: RouteKind, ctx: BenchContext): Promise<Run> {
  const userDataDir = mkdtempSync(join(ctx.workDir, 'chrome-'));
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'error',
  });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      // Mobile defaults: Moto G Power screen, simulated slow 4G and a 4× slower CPU.
      runs.push(figures(await audit(`${ctx.siteUrl}${route.path}`, chrome.port, ctx), ctx));
    }
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  const pick = (k: keyof Run) => median(runs.map((r) => r[k]));
  return { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), si: pick('si'), beforeImages: pick('beforeImages'), images: pick('images'), api: pick('api'), thirdParty: Math.max(...runs.map((r) => r.thirdParty)) };
}

/** Which of the issue's budgets a route misses (empty when all are met). */
export function missedBudgets(r: Run, isStatic: boolean): string[] {
  const missed: string[] = [];
  if (r.score < 95) missed.push('score');
  if (r.lcp > 2000) missed.push('LCP');
  if (r.tbt > 100) missed.push('TBT');
  if (r.cls > 0.02) missed.push('CLS');
  if (isStatic && r.beforeImages > 60 * 1024) missed.push('60 KB');
  if (r.thirdParty > 0) missed.push('third party');
  if (isStatic && r.api > 0) missed.push('API request');
  return missed;
}

const s = (ms: number) => (ms / 1000).toFixed(2);
const kb = (n: number) => (n / 1024).toFixed(1);

export const lighthouseSection: BenchSection = {
  name: 'lighthouse',
  async run(ctx: BenchContext) {
    const lines = [
      `## Lighthouse, mobile defaults (median of ${RUNS} runs)`,
      '',
      'Budgets: Performance at least 95, LCP at most 2.0 s, TBT at most 100 ms, CLS at most 0.02 on every route; static routes at most 60 KB transferred before images and no request to the API; no third-party request on load.',
      'Transferred sizes are what Chromium received from the local server (gzip), headers included. API requests are the islands reading live data.',
      '',
      '| route | score | FCP s | LCP s | TBT ms | CLS | Speed Index s | KB before images | image KB | API requests | budget |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const route of routeKinds(ctx.distDir)) {
      const r = await measure(route, ctx);
      const missed = missedBudgets(r, route.static);
      const verdict = missed.length ? `**over: ${missed.join(', ')}**` : 'met';
      lines.push(`| ${route.kind} | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${s(r.si)} | ${kb(r.beforeImages)} | ${kb(r.images)} | ${r.api} | ${verdict} |`);
      ctx.log(`${route.kind.padEnd(13)} score ${r.score}  FCP ${s(r.fcp)}  LCP ${s(r.lcp)}  TBT ${Math.round(r.tbt)}  CLS ${r.cls.toFixed(3)}  SI ${s(r.si)}  before images ${kb(r.beforeImages)} KB  images ${kb(r.images)} KB${missed.length ? `  OVER: ${missed.join(', ')}` : ''}`);
    }
    return lines.join('\n');
  },
};
