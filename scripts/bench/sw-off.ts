// A pass-through proxy in front of the served site that answers 404 for /sw.js: Lighthouse then measures a page with
// no service worker. With it on, a first visit's worker fetches the island scripts itself once the page has loaded,
// and Lighthouse counts them as 0 bytes served by the worker. Chromium offers no switch to turn workers off, and
// DevTools' URL blocking does not reach the worker's own script request, so the bench serves none.
import { createServer, request } from 'node:http';

export type SwOffSite = { url: string; close: () => Promise<void> };

export async function startSwOffProxy(target: string): Promise<SwOffSite> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] === '/sw.js') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no service worker while measuring');
      return;
    }
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => { server.closeAllConnections(); server.close(() => ok()); }),
  };
}
