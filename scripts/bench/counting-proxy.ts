// A pass-through HTTP proxy in front of the demo API that counts what a build really downloads: requests and response
// body bytes, content (JSON) apart from media files.
import { createServer, request } from 'node:http';

export type Traffic = { requests: number; bytes: number; contentBytes: number; mediaBytes: number };

export type CountingProxy = { url: string; reset: () => void; traffic: () => Traffic; close: () => Promise<void> };

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  let t: Traffic = { requests: 0, bytes: 0, contentBytes: 0, mediaBytes: 0 };
  const server = createServer((req, res) => {
    const media = (req.url ?? '').startsWith('/api/media/');
    t.requests++;
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          t.bytes += chunk.length;
          if (media) t.mediaBytes += chunk.length;
          else t.contentBytes += chunk.length;
        });
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
    reset: () => { t = { requests: 0, bytes: 0, contentBytes: 0, mediaBytes: 0 }; },
    traffic: () => ({ ...t }),
    close: () => new Promise((ok) => { server.closeAllConnections(); server.close(() => ok()); }),
  };
}
