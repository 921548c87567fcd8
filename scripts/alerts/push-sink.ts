// A local stand-in for the push services (Mozilla's, Google's…), for the alert tests and the bench: an HTTPS server on
// 127.0.0.1 with a throwaway self-signed certificate (openssl), answering each push POST with 201 like a push service
// that queued it, or with 410 for the endpoints marked gone (500 for those marked failing), after an optional delay. It counts messages per endpoint and may keep their bodies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type SunkMessage = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type PushSink = {
  /** https://127.0.0.1:port: an endpoint is `${origin}/push/{name}`. */
  origin: string;
  /** An agent that trusts the sink's certificate (keep-alive, `maxSockets` sockets). */
  agent: (maxSockets: number) => Agent;
  /** Messages received per endpoint path. */
  counts: Map<string, number>;
  /** The messages themselves, when started with keepBodies. */
  messages: SunkMessage[];
  /** Endpoint paths answered 410 Gone from now on. */
  gone: Set<string>;
  /** Endpoint paths answered 500 (a push service's error: the subscription failed) from now on. */
  failing: Set<string>;
  /** The sink's certificate (PEM): NODE_EXTRA_CA_CERTS for a sender in another process. */
  certPem: string;
  total: () => number;
  /** performance.now() when the last message arrived (0 before the first). */
  lastAt: () => number;
  /** performance.now() when the first message arrived (0 before it). */
  firstAt: () => number;
  close: () => Promise<void>;
};

/** A self-signed certificate for 127.0.0.1, made fresh (a P-256 key: quick to make and to handshake). */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'push-sink-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushSink(opts: { keepBodies?: boolean; delayMs?: number } = {}): Promise<PushSink> {
  const { key, cert } = selfSigned();
  const counts = new Map<string, number>();
  const messages: SunkMessage[] = [];
  const gone = new Set<string>();
  const failing = new Set<string>();
  let total = 0;
  let lastAt = 0;
  let firstAt = 0;
  const server = createServer({ key, cert, keepAliveTimeout: 30_000 }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] as string;
      if (req.method !== 'POST' || !path.startsWith('/push/')) return void res.writeHead(404).end();
      counts.set(path, (counts.get(path) ?? 0) + 1);
      total++;
      lastAt = performance.now();
      firstAt ||= lastAt;
      if (opts.keepBodies) messages.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = () => {
        if (gone.has(path)) return void res.writeHead(410).end();
        if (failing.has(path)) return void res.writeHead(500).end();
        res.writeHead(201, { Location: `${path}/m/${total}` }).end();
      };
      if (opts.delayMs) setTimeout(answer, opts.delayMs);
      else answer();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `https://127.0.0.1:${port}`,
    agent: (maxSockets) => new Agent({ keepAlive: true, maxSockets, ca: cert }),
    counts,
    messages,
    gone,
    failing,
    certPem: cert.toString(),
    total: () => total,
    lastAt: () => lastAt,
    firstAt: () => firstAt,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** A push service that accepts connections and never answers (not even the TLS handshake): what a dead or hostile
 *  endpoint looks like to the sender. `https://127.0.0.1:port`; counts the connections it swallowed. */
export async function startSilentSink(): Promise<{
  origin: string;
  connections: () => number;
  close: () => Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}
