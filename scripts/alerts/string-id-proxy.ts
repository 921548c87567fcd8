// A CMS whose push subscriptions have string ids, as Payload on MongoDB gives them (24-hex ObjectIds), for the alert
// tests and the faults bench (issue 40): a proxy in front of the demo API that shows each subscription's numeric id as
// an ObjectId-like string (order kept) and turns those strings back in `where[id][…]`. Everything else passes through.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** n ↔ 24 hex characters, in the same order (as ObjectIds sort by their time). */
export const toObjectId = (n: number) => `6650${n.toString(16).padStart(20, '0')}`;
const fromObjectId = (s: string) => (/^6650[0-9a-f]{20}$/.test(s) ? String(parseInt(s.slice(4), 16)) : s);

export async function startStringIdCms(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const subs = url.pathname.startsWith('/api/push-subscriptions');
    if (subs)
      for (const [k, v] of [...url.searchParams])
        if (/^where\[id\]\[(in|greater_than|equals|less_than)\]$/.test(k))
          url.searchParams.set(k, v.split(',').map(fromObjectId).join(','));
    const up = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: url.pathname + url.search,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => {
          let body = Buffer.concat(chunks);
          if (subs && /json/.test(String(r.headers['content-type'])) && !r.headers['content-encoding']) {
            const o = JSON.parse(body.toString('utf8')) as { docs?: Array<{ id: unknown }>; doc?: { id: unknown } };
            for (const d of [...(o.docs ?? []), ...(o.doc ? [o.doc] : [])])
              if (typeof d.id === 'number') d.id = toObjectId(d.id);
            body = Buffer.from(JSON.stringify(o));
          }
          const headers = { ...r.headers, 'content-length': String(body.length) };
          res.writeHead(r.statusCode ?? 502, headers).end(body);
        });
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
