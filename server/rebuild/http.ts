// Small HTTP pieces of the webhook receiver: a bounded body reader, JSON answers, the webhook's own headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY } from '../webhook.ts';

/** Past this a body is not read any further: the 413 goes out with Connection: close and the rest is dropped with the
 *  socket. Up to it the body is read (and thrown away), so that the sender gets the 413 rather than a reset. */
export const MAX_DRAIN = 4 * 1024 * 1024;

/** The raw body, or null when it is too large (the caller answers 413) or the connection fails. */
export function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((ok) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > MAX_DRAIN) return ok(null);
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: Buffer | null) => {
      req.removeAllListeners('data');
      req.removeAllListeners('end');
      ok(body);
    };
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
      else if (size > MAX_DRAIN) {
        req.pause();
        done(null);
      }
    });
    req.on('end', () => done(size > MAX_BODY ? null : Buffer.concat(chunks)));
    req.on('error', () => done(null));
  });
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body, null, 2));
}

/** A request header by name, in any case (Node's are lower-case). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : undefined;
}

/** "players 12 update" from a signed body {collection, id, operation}; a body that is not JSON still asks for a build. */
export function describeChange(body: Buffer): string {
  try {
    const b = JSON.parse(body.toString('utf8')) as { collection?: unknown; id?: unknown; operation?: unknown };
    const words = [b.collection, b.id, b.operation].filter((x) => typeof x === 'string' || typeof x === 'number');
    return words.join(' ').slice(0, 120) || 'content change';
  } catch {
    return 'content change';
  }
}
