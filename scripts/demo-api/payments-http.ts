// Small HTTP helpers for the payment routes: bounded bodies, JSON and HTML answers, redirects, CORS.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Checked } from '../../cms/plugin/src/rules/payment-requests.ts';
import { CORS_HEADERS } from './http.ts';

export const MAX_BODY = 16 * 1024;
const MAX_DRAIN = 1024 * 1024;

/** The same CORS as the rest of the demo API (any origin, no credentials): one definition, in http.ts. */
export const CORS = CORS_HEADERS;

export class HttpError extends Error {
  status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A shared rule's value, or its refusal thrown as the HTTP error it answers. */
export function must<T>(c: Checked<T>): T {
  if (!c.ok) throw new HttpError(c.status, c.message);
  return c.value;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    // No form-action here: browsers apply it to the redirect after a post, and the gateway must redirect to RU.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { ...CORS, Location: location, 'Cache-Control': 'no-store' }).end();
}

/** The body as text, refused past 16 KB (413) whatever Content-Length claims. */
export function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      return reject(new HttpError(413, `Request body is larger than ${limit / 1024} KB.`));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      // Past the limit keep draining (so the client reads the 413, not a reset), but not forever.
      if (over) return void (size > MAX_DRAIN && req.destroy());
      if (size > limit) {
        over = true;
        return reject(new HttpError(413, `Request body is larger than ${limit / 1024} KB.`));
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e) => reject(new HttpError(400, e.message)));
  });
}

/** A JSON object body: application/json only, malformed or non-object JSON is a 400. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    throw new HttpError(415, 'Send the request body as application/json.');
  }
  const text = await readBody(req);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON body.');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

/** A form post (the sandbox page's buttons). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

/** A field that must be text; trimmed unless `raw` (signed values are compared as sent). */
export function text(body: Record<string, unknown>, key: string, raw = false): string {
  const v = body[key];
  if (typeof v !== 'string') throw new HttpError(400, `${key} is required.`);
  return raw ? v : v.trim();
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
