// Search in a browser (issue 23): what a visitor's phone downloads and waits for on /search. Chromium with the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate), a cold cache, service workers off. The visitor opens the page,
// types a query key by key at a phone typist's pace, then a second and a third; we count the bytes that crossed the
// network for each (Pagefind's script, worker, wasm, metadata, index chunks and result fragments: every request the
// page and its worker made after the page loaded, as Playwright reports them with their encoded sizes) and the time
// from the last keystroke to the results on screen. The groups bench (nationwide-pages) reads searchFigures() with
// BENCH_QUERIES.nationwide for its search_first_kb and search_next_kb (firstKb, nextKb).
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';

export type SearchQuery = { path: string; text: string };
export type QueryFigure = { query: string; kb: number; headersKb: number; latencyMs: number; results: number };
export type SearchFigures = {
  /** KB the first query on a cold page transferred (everything search loaded for it). */
  firstKb: number;
  /** The largest transfer of a later query on the same page. */
  nextKb: number;
  /** The slowest query: ms from the last keystroke to its results on screen. */
  latencyMs: number;
  queries: QueryFigure[];
};

/** Milliseconds between keystrokes: a quick thumb on a phone keyboard. */
const KEY_DELAY_MS = 150;
const CPU_SLOWDOWN = 4;

/** The bytes a server sends for `url` to a browser that takes gzip. */
async function encodedLength(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const encoded = res.headers.get('content-encoding') === 'gzip';
  const body = new Uint8Array(await res.arrayBuffer());
  // fetch() unzips: gzip again at the server's level for the size on the wire.
  return encoded ? gzipSync(body).length : body.length;
}

/**
 * Bytes of the responses' bodies as they crossed the network (encoded), and of their headers apart: over HTTP/1.1
 * each response repeats the site's 3.6 KB Content-Security-Policy, which HTTP/2 and 3 (Netlify, nginx with http2)
 * send once per connection and then as a table index; the budgets are read on the bodies.
 */
async function transferOf(requests: Request[]): Promise<{ body: number; headers: number }> {
  let body = 0;
  let headers = 0;
  for (const r of requests) {
    const sizes = await r.sizes().catch(() => null);
    // A negative body is Chromium's answer for a file it did not fetch (the favicon asked again from memory).
    if (!sizes || sizes.responseBodySize < 0) continue;
    // A worker's own script comes back with no body size: ask the server what it sends for it.
    const size =
      sizes.responseBodySize === 0 && (await r.response())?.status() === 200
        ? await encodedLength(r.url())
        : sizes.responseBodySize;
    body += size;
    headers += sizes.responseHeadersSize;
    if (process.env.BENCH_SEARCH_VERBOSE)
      console.log(`  ${new URL(r.url()).pathname} ${size} + ${sizes.responseHeadersSize} headers`);
  }
  return { body, headers };
}

/** Types `text` into the search field and waits for its results; ms from the last keystroke to them. */
async function typeQuery(page: Page, text: string): Promise<{ latencyMs: number; results: number }> {
  const input = page.locator('#search-q');
  await input.fill('');
  await page.waitForFunction(
    () => document.querySelector('[data-search-results]')?.getAttribute('data-results-for') === '',
  );
  await page.evaluate((q) => {
    const w = window as unknown as { __lastKey: number; __shown: number };
    w.__lastKey = 0;
    w.__shown = 0;
    document.addEventListener('keydown', () => (w.__lastKey = performance.now()), { capture: true });
    const list = document.querySelector('[data-search-results]')!;
    new MutationObserver(() => {
      if (list.getAttribute('data-results-for') === q && !w.__shown) w.__shown = performance.now();
    }).observe(list, { attributes: true, attributeFilter: ['data-results-for'] });
  }, text);
  await input.pressSequentially(text, { delay: KEY_DELAY_MS });
  await page.waitForFunction(() => (window as unknown as { __shown: number }).__shown > 0, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const w = window as unknown as { __lastKey: number; __shown: number };
    return {
      latencyMs: Math.max(0, w.__shown - w.__lastKey),
      results: document.querySelectorAll('[data-search-results] > li').length,
    };
  });
}

/**
 * Measures search on a served site: `queries[0]` on a cold page, the others after it on the same page (their path
 * must be the first one's). Each query must find something, or the figures would measure nothing.
 */
export async function searchFigures(siteUrl: string, queries: SearchQuery[]): Promise<SearchFigures> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let requests: Request[] = [];
    let counting = false;
    // The context sees the page's requests and its dedicated worker's (Pagefind searches in a worker).
    context.on('requestfinished', (r) => {
      if (counting) requests.push(r);
    });
    await page.goto(new URL(queries[0]!.path, siteUrl).href, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const out: QueryFigure[] = [];
    for (const q of queries) {
      requests = [];
      counting = true;
      await page.locator('#search-q').focus();
      const { latencyMs, results } = await typeQuery(page, q.text);
      // Fragments of the results shown are fetched before the list is written; let stragglers land.
      await page.waitForLoadState('networkidle');
      counting = false;
      if (results === 0) throw new Error(`search bench: "${q.text}" found nothing on ${q.path}`);
      const bytes = await transferOf(requests);
      out.push({ query: q.text, kb: bytes.body / 1024, headersKb: bytes.headers / 1024, latencyMs, results });
    }
    const [first, ...next] = out;
    return {
      firstKb: first!.kb,
      nextKb: Math.max(0, ...next.map((q) => q.kb)),
      latencyMs: Math.max(...out.map((q) => q.latencyMs)),
      queries: out,
    };
  } finally {
    await browser.close();
  }
}

/**
 * What the visitor types: a school by part of its name, then a player, a venue and, on the Nepali page, the same
 * kinds. Names every seed has (the nationwide towns, the demo's valley): each must find something.
 */
export const BENCH_QUERIES: Record<string, SearchQuery[]> = {
  nationwide: [
    { path: '/search/', text: 'dhangadhi' },
    { path: '/search/', text: 'bhuwan' },
    { path: '/search/', text: 'municipal ground' },
    { path: '/search/', text: 'pokhara heritage' },
  ],
  demo: [
    { path: '/search/', text: 'lalitpur' },
    { path: '/search/', text: 'suryabinayak' },
    { path: '/search/', text: 'godawari' },
  ],
};

/** The line the bench prints. */
export const searchLine = (f: SearchFigures) =>
  `search: first_kb=${f.firstKb.toFixed(1)} next_kb=${f.nextKb.toFixed(1)} latency_ms=${Math.round(f.latencyMs)}`;
