// Small HTTP pieces of the webhook receiver: a bounded body reader, JSON answers, the webhook's own headers.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bodies larger than this are refused before they are read in full (a CMS change notice is a few hundred bytes). */
export const MAX_BODY = 64 * 1024;

/** The raw body, or null when it is too large or the connection fails. */
export function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((ok) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        ok(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => ok(Buffer.concat(chunks)));
    req.on('error', () => ok(null));
  });
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body, null, 2));
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
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
