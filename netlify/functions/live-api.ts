// The live read address on Netlify (docs/deploying.md, section 6): the islands' GETs arrive at /live/api/…, this function
// forwards each to the CMS and answers with Netlify-CDN-Cache-Control, so Netlify's CDN keeps the answer and the CMS
// sees one request per endpoint every few seconds, however many fans ask.
//
// A function, not a proxy rule: Netlify caches proxied responses only when the origin itself sends the cache headers
// (netlify.toml's [[headers]] never apply to proxied content), the CMS sends none of ours, and the `durable` directive,
// which shares one cached answer between all edge nodes, works for serverless functions only.
import { LIVE_ERROR_FRESH_S, liveCacheRule } from '../../src/lib/api/live-cache.ts';
import { isIslandRead } from '../../src/lib/island-reads.ts';

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

/** The handler for a CMS at `cmsOrigin` (scheme://host[:port], Payload's API under /api). */
export function liveApi(cmsOrigin: string) {
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

export default async (req: Request): Promise<Response> => {
  // Read at run time from the site's environment (Netlify UI, scope Functions): the CMS the build reads too.
  const cms = process.env.PUBLIC_API_URL;
  if (!cms) return jsonError(500, 'PUBLIC_API_URL is not set for functions.', NO_STORE);
  return liveApi(cms)(req);
};

// A literal: Netlify reads it from the source when it deploys.
export const config = { path: '/live/api/*' };
