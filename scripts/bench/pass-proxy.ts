// A pass-through HTTP proxy on 127.0.0.1 for the bench: forwards every request to `target` and pipes the answer back.
// `answer` may answer a request itself (return true); `seen` sees each request and each chunk of its answer's body.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenLocal } from '../lib/listen.ts';

export type PassProxyHooks = {
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean;
  seen?: (req: IncomingMessage) => ((chunk: Buffer) => void) | void;
};

export type PassProxy = { url: string; close: () => Promise<void> };

export async function startPassProxy(target: string, hooks: PassProxyHooks = {}): Promise<PassProxy> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    if (hooks.answer?.(req, res)) return;
    const onChunk = hooks.seen?.(req);
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (onChunk) answer.on('data', onChunk);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  return listenLocal(server);
}
