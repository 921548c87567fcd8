// A CMS that misbehaves on demand, for the fault tests and `npm run bench -- --only faults`: an HTTP proxy in front of
// the demo API whose mode can be switched at any moment. It counts what reaches the CMS (per second, for the cache
// bench) and passes everything else on unchanged.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type FaultMode =
  /** Every request goes to the API unchanged. */
  | 'pass'
  /** Every API request answers 500 with a JSON error. */
  | '500'
  /** Every API request answers 200 with an HTML page (a login wall, a proxy's error page). */
  | 'html'
  /** Every list answers 200 with no documents (`totalDocs: 0`); documents by id still pass. */
  | 'empty'
  /** Every list page loses the second half of its documents (one of one), its counts (`totalDocs`, `hasNextPage`,
   *  `totalPages`) left as the CMS said: a short answer that looks honest. Documents by id still pass. */
  | 'truncate'
  /** The connection is accepted and never answered. */
  | 'hang'
  /** The connection is closed at once, nothing is answered. */
  | 'reset';

export type FaultProxy = {
  url: string;
  mode: FaultMode;
  /** Requests that reached the API (mode `pass`, or the faults' own answers), by path. */
  hits: () => number;
  /** Timestamps (ms) of the requests that reached the proxy, for rates. */
  times: number[];
  close: () => Promise<void>;
};

const isList = (path: string) => /^\/api\/[\w-]+\/?$/.test(path);

export async function startFaultProxy(target: string, host = '127.0.0.1'): Promise<FaultProxy> {
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const times: number[] = [];
  const proxy: FaultProxy = {
    url: '',
    mode: 'pass',
    hits: () => times.length,
    times,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const up = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: to.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  };
  /** The API's list answer with the second half of its documents dropped, every other field as it was. */
  const truncated = (req: IncomingMessage, res: ServerResponse) => {
    const up = request(
      {
        host: to.hostname,
        port: to.port,
        method: req.method,
        path: req.url,
        // Plain JSON to cut (the API gzips for a client that accepts it).
        headers: { ...req.headers, host: to.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          let text = Buffer.concat(parts).toString('utf8');
          try {
            const body = JSON.parse(text) as { docs?: unknown };
            if (Array.isArray(body.docs))
              text = JSON.stringify({ ...body, docs: body.docs.slice(0, Math.floor(body.docs.length / 2)) });
          } catch {
            // Not JSON: passed on as it came.
          }
          res.writeHead(answer.statusCode ?? 502, { 'Content-Type': 'application/json' }).end(text);
        });
        answer.on('error', () => res.destroy());
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/')) times.push(Date.now());
    const mode = url.pathname.startsWith('/api/') ? proxy.mode : 'pass';
    if (mode === 'hang') return; // the socket stays open, unanswered, until the client gives up or close()
    if (mode === 'reset') return void req.socket.destroy();
    if (mode === '500') {
      res
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end('{"errors":[{"message":"Something went wrong."}]}');
      return;
    }
    if (mode === 'html') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Sign in</title><h1>Sign in</h1>');
      return;
    }
    if (mode === 'empty' && isList(url.pathname)) {
      const limit = Number(url.searchParams.get('limit') ?? 10) || 10;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          docs: [],
          totalDocs: 0,
          limit,
          totalPages: 1,
          page: 1,
          pagingCounter: 1,
          hasPrevPage: false,
          hasNextPage: false,
          prevPage: null,
          nextPage: null,
        }),
      );
      return;
    }
    if (mode === 'truncate' && isList(url.pathname)) return truncated(req, res);
    pass(req, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, host, ok));
  const addr = server.address();
  proxy.url = `http://${host}:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return proxy;
}
