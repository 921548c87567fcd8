// HTTP helpers of the demo API: CORS, JSON answers in Payload's error shapes, and bounded JSON request bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { QueryError } from './qs.ts';

export const MAX_JSON_BODY = 64 * 1024;
/** Past this a body is not read any further: the connection is closed after the 413. */
const MAX_DRAIN = 4 * 1024 * 1024;

/** Sent with the allowed origin only (corsOrigin): never `*`, so no other web page can script the admin path. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Push-Endpoint, X-Push-Auth',
  'Access-Control-Max-Age': '86400',
} as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an address only this machine can reach. */
export const isLoopbackHost = (host: string) => LOOPBACK.has(host) || host === '::1' || /^127\./.test(host);

/**
 * The origin a browser request may come from, echoed in Access-Control-Allow-Origin, or null: the site's own origin
 * (`siteUrl`, PUBLIC_SITE_URL), or without one a page served from this machine (development, the tests).
 */
export function corsOrigin(origin: string | undefined, siteUrl: string | undefined): string | null {
  if (!origin) return null;
  try {
    const o = new URL(origin);
    if (siteUrl) return o.origin === new URL(siteUrl).origin ? o.origin : null;
    return (o.protocol === 'http:' || o.protocol === 'https:') && isLoopbackHost(o.hostname) ? o.origin : null;
  } catch {
    return null;
  }
}

/** Below this a gzipped answer saves less than its headers cost. */
const GZIP_MIN_BYTES = 1024;

/**
 * A JSON answer, gzipped for a client that accepts it, as Payload 3 (a Next.js app, which compresses by default)
 * answers: the booking screen's depth-3 activation is over 100 KB of JSON and about a tenth of that gzipped.
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = Buffer.from(JSON.stringify(body));
  const gzip = text.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? gzipSync(text) : text;
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(bytes);
}

/** `{errors: [{message}]}`, Payload's shape for every error but an unknown route. */
export const sendError = (res: ServerResponse, status: number, message: string, headers?: Record<string, string>) =>
  sendJson(res, status, { errors: [{ message }] }, headers);

export const notFound = (res: ServerResponse) => sendError(res, 404, 'Not Found');
export const forbidden = (res: ServerResponse) => sendError(res, 403, 'You are not allowed to perform this action.');
/** Payload answers an unknown collection or route with a bare message and no errors array. */
export const routeNotFound = (res: ServerResponse, path: string) =>
  sendJson(res, 404, { message: `Route not found "${path}"` });

/** Reads a JSON object body; QueryError with 413, 415 or 400 when it is too large, not JSON, or not an object. */
export async function readJsonObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const declared = Number(req.headers['content-length'] ?? NaN);
  const tooLarge = () => new QueryError(`The request body is too large (at most ${MAX_JSON_BODY / 1024} KB).`, 413);
  // The 413 goes out with Connection: close, so an unread rest of the body is simply dropped with the socket.
  if (declared > MAX_DRAIN) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_JSON_BODY) chunks.push(chunk);
    else if (size > MAX_DRAIN) break;
  }
  if (size > MAX_JSON_BODY) throw tooLarge();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new QueryError('Send the body as JSON with the header Content-Type: application/json.', 415);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (e) {
    throw new QueryError(`The request body is not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new QueryError('The request body must be a JSON object.');
  return parsed as Record<string, unknown>;
}
