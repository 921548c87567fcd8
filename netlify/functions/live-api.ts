// The live read address on Netlify (docs/deploying.md, section 6): the islands' GETs arrive at /live/api/…, this function
// forwards each to the CMS and answers with Netlify-CDN-Cache-Control, so Netlify's CDN keeps the answer and the CMS
// sees one request per endpoint every few seconds, however many fans ask.
//
// A function, not a proxy rule: Netlify caches proxied responses only when the origin itself sends the cache headers
// (netlify.toml's [[headers]] never apply to proxied content), the CMS sends none of ours, and the `durable` directive,
// which shares one cached answer between all edge nodes, works for serverless functions only.
//
// A read that names a match or a school the build does not know is refused with 404 before the CMS (src/lib/live-ids.ts):
// the ids come with the deploy (dist/live-ids.json, bundled by netlify.toml's included_files), so a match added in the
// CMS is readable after the build its build hook starts. Netlify's rate limiting (config below) caps each client.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_ERROR_FRESH_S, liveCacheRule } from '../../src/lib/api/live-cache.ts';
import { isIslandRead } from '../../src/lib/island-reads.ts';
import { isKnownRead, LIVE_IDS_FILE, parseKnownIds } from '../../src/lib/live-ids.ts';

/** The site path the function answers; PUBLIC_LIVE_API_URL is the site's address + this prefix. */
export const LIVE_PREFIX = '/live';
/** Netlify gives a synchronous function 10 s by default; an answer must leave before that. */
const UPSTREAM_TIMEOUT_MS = 8_000;

const NO_STORE = { 'Netlify-CDN-Cache-Control': 'no-store', 'Cache-Control': 'no-store' };
const errorCache = {
  'Netlify-CDN-Cache-Control': `public, max-age=${LIVE_ERROR_FRESH_S}`,
  'Cache-Control': 'no-store',
};

function answer(status: number, body: BodyInit | null, headers: Record<string, string>): Response {
  return new Response(body, { status, headers: { 'Access-Control-Allow-Origin': '*', ...headers } });
}

const jsonError = (status: number, message: string, headers: Record<string, string>) =>
  answer(status, JSON.stringify({ errors: [{ message }] }), {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });

export type KnownIdSets = { matches: Set<string>; teams: Set<string> };

/** The deploy's ids, read once per function instance (an instance serves one deploy); null when unreadable. */
export function knownIdsFrom(file: string): KnownIdSets | null {
  try {
    const ids = parseKnownIds(JSON.parse(readFileSync(file, 'utf8')));
    return { matches: new Set(ids.matches), teams: new Set(ids.teams) };
  } catch (e) {
    console.error(`live-api: ${file}: ${e instanceof Error ? e.message : String(e)}; reads naming an id are refused`);
    return null;
  }
}

/**
 * The handler for a CMS at `cmsOrigin` (scheme://host[:port], Payload's API under /api), knowing the ids `known`
 * returns. Without them (null), reads that name an id are refused: an unknown id must never reach the CMS.
 */
export function liveApi(cmsOrigin: string, known: () => KnownIdSets | null) {
  const origin = cmsOrigin.replace(/\/+$/, '');
  return async (req: Request): Promise<Response> => {
    // Only reads come here: forms and payment calls go to the CMS itself (PUBLIC_API_URL), and the CDN caches GETs only.
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return jsonError(405, 'Only GET and HEAD', { ...NO_STORE, Allow: 'GET, HEAD' });
    const url = new URL(req.url);
    const path = url.pathname.startsWith(`${LIVE_PREFIX}/`) ? url.pathname.slice(LIVE_PREFIX.length) : url.pathname;
    // Only the islands' reads, each exactly as they ask it (src/lib/island-reads.ts): any other path or query would be a
    // new cache key that goes to the CMS, and nothing else of the CMS is this function's to show.
    if (!isIslandRead(path, url.search)) return jsonError(404, 'Not Found', NO_STORE);
    const ids = known();
    if (!isKnownRead(path, url.search, ids ?? { matches: new Set(), teams: new Set() }))
      return jsonError(404, 'Not Found', NO_STORE);
    // No credentials are ever passed on: the caller's cookie or Authorization are not the CDN's to forward, and the
    // answers are public reads, the same for every fan.
    const rule = liveCacheRule(path);
    let upstream: Response;
    try {
      upstream = await fetch(`${origin}${path}${url.search}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      return jsonError(
        timedOut ? 504 : 502,
        timedOut ? 'The league API did not answer in time.' : 'The league API could not be reached.',
        rule ? errorCache : NO_STORE,
      );
    }
    // fetch has already undone any compression: the body goes out as it is, and Netlify compresses for the browser.
    const body =
      req.method === 'HEAD' || upstream.status === 204 || upstream.status === 304 ? null : await upstream.arrayBuffer();
    const headers: Record<string, string> = {
      'Content-Type': upstream.headers.get('content-type') ?? 'application/json; charset=utf-8',
    };
    if (!rule) Object.assign(headers, NO_STORE);
    else if (upstream.status === 200) {
      // Kept at the CDN (all edge nodes share it: durable), refreshed in the background once stale; browsers always ask.
      headers['Netlify-CDN-Cache-Control'] =
        `public, durable, max-age=${rule.maxAgeS}, stale-while-revalidate=${rule.swrS}`;
      headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
    } else Object.assign(headers, errorCache);
    return answer(upstream.status, body, headers);
  };
}

/** Where included_files puts dist/live-ids.json: under the function's root, at its path from the base directory. */
function bundledIdsFile(): string {
  const roots = [process.env.LAMBDA_TASK_ROOT, process.cwd()].filter((r): r is string => !!r);
  const files = roots.map((r) => join(r, 'dist', LIVE_IDS_FILE));
  return files.find((f) => existsSync(f)) ?? files[0]!;
}

let deployIds: KnownIdSets | null | undefined;

export default async (req: Request): Promise<Response> => {
  // Read at run time from the site's environment (Netlify UI, scope Functions): the CMS the build reads too.
  const cms = process.env.PUBLIC_API_URL;
  if (!cms) return jsonError(500, 'PUBLIC_API_URL is not set for functions.', NO_STORE);
  return liveApi(cms, () => (deployIds === undefined ? (deployIds = knownIdsFrom(bundledIdsFile())) : deployIds))(req);
};

// A literal: Netlify reads it from the source when it deploys. The rate limit is Netlify's own (per client address and
// site domain, a sliding window of 60 s): a fan's islands ask a few URLs every 5 s, 20 a minute with one match open;
// 300 a minute leaves room for a school's shared address and refuses a client walking ids or busting caches, before
// the function runs. Past it, Netlify answers 429.
export const config = {
  path: '/live/api/*',
  rateLimit: { windowLimit: 300, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
