// The demo league API server: opens (and seeds) the store, then serves CORS, health, media files, payments and collections.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { rateLimiter, SUBSCRIBE_RATE, type RateLimit } from '../../cms/plugin/src/rules/rate-limit.ts';
import {
  CORS_HEADERS,
  corsOrigin,
  forbidden,
  isLoopbackHost,
  notFound,
  routeNotFound,
  sendError,
  sendJson,
} from './http.ts';
import { QueryError } from './qs.ts';
import { collectionRoute, isAdmin, type RouteContext } from './routes.ts';
import { dbFile, mediaDir, safeFileName, seedStore, wipeDataDir } from './seeding.ts';
import { Store } from './store.ts';
import { notifyChange } from './webhook.ts';

export type ServerOptions = {
  dataDir: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Passed to buildSeason as `kind` when the database is empty: 'demo' (default), 'nationwide', 'hostile'. */
  seedKind?: string;
  /** The nationwide season's moment at `now` (seed-knockout.ts): 'groups' (default), 'quarter-finals', 'after-final'. */
  seedMoment?: string;
  /** The nationwide season's school count (default 500): a smaller league builds faster for a moment's tests. */
  seedSchools?: number;
  /** Wipe the database and media files first. */
  reseed?: boolean;
  /** false: leave an empty database empty (tests that bring their own documents). */
  seed?: boolean;
  /** The moment the season is built around (default: the clock's now). */
  now?: Date;
  /** The API's clock in epoch ms (default Date.now): document times, orders, the on-sale check. main.ts's --now
   *  passes a stopped clock, so a test run sees one fixed moment whatever the hour it starts at. */
  clock?: () => number;
  /** Admin API key (default DEFAULT_ADMIN_KEY; '' disables admin writes). */
  adminKey?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  /** The site's public URL, for payment e-mails and return links. */
  siteUrl?: string;
  /** Overrides of payments.ts's defaultPaymentConfig(). */
  payment?: Record<string, unknown>;
  /** How often the payment sweep runs (lapsed holds, status checks of orders never returned); 0: only on request. */
  sweepIntervalMs?: number;
  /** Moves a stopped clock forward (main.ts's --now): POST /demo/clock, for tests of holds that lapse. */
  advanceClock?: (ms: number) => void;
  /** Origins taken as push services beside the browsers' (ALERTS_EXTRA_PUSH_ORIGINS); loopback sinks are allowed
   *  while the server listens on loopback. */
  extraPushOrigins?: string[];
  /** The budget of push-subscription creations per client (default SUBSCRIBE_RATE). */
  subscribeRate?: RateLimit;
  log?: (msg: string) => void;
};

/** Requests the server has answered since it started, in total and per method (GET /demo/stats leaves itself out). */
export type RequestStats = { requests: number; byMethod: Record<string, number> };

export type RunningServer = {
  url: string;
  port: number;
  store: Store;
  stats: () => RequestStats;
  close: () => Promise<void>;
};

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

type PaymentsModule = {
  handlePayments: (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    ctx: Record<string, unknown>,
  ) => Promise<boolean>;
  defaultPaymentConfig?: () => Record<string, unknown>;
  sweep?: (ctx: Record<string, unknown>) => Promise<unknown>;
};

/** payments.ts is written separately; until it exists the payment paths answer 501 and everything else works. */
let paymentsModule: Promise<PaymentsModule | null> | undefined;
const loadPayments = () =>
  (paymentsModule ??= import('./payments.ts' as string).then(
    (m) => m as PaymentsModule,
    () => null,
  ));

async function serveMedia(
  res: ServerResponse,
  dataDir: string,
  name: string,
  store: Store,
  method: string,
): Promise<void> {
  const file = safeFileName(name);
  // Payload answers HEAD on a media file with 404 and no Cache-Control (see API-NOTES); the demo does the same.
  if (!file || method !== 'GET') return notFound(res);
  let bytes: Buffer;
  try {
    bytes = await readFile(join(mediaDir(dataDir), file));
  } catch {
    return notFound(res);
  }
  const doc = store.all('media').find((m) => m.filename === file);
  const type =
    typeof doc?.mimeType === 'string'
      ? doc.mimeType
      : (MIME[extname(file).toLowerCase()] ?? 'application/octet-stream');
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': bytes.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(bytes);
}

/** The admin key everyone knows: accepted on this machine only. */
export const DEFAULT_ADMIN_KEY = 'demo-admin-key';

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const log = opts.log ?? ((msg: string) => console.log(`[demo-api] ${msg}`));
  const host = opts.host ?? '127.0.0.1';
  // Safe by default: reachable from other machines only with a key of one's own (DEMO_ADMIN_KEY).
  if (!isLoopbackHost(host) && (opts.adminKey ?? DEFAULT_ADMIN_KEY) === DEFAULT_ADMIN_KEY)
    throw new Error(
      `refusing to listen on ${host} with the default admin key: set DEMO_ADMIN_KEY (or --host 127.0.0.1)`,
    );
  if (opts.reseed) wipeDataDir(opts.dataDir);
  const clock = opts.clock ?? Date.now;
  const store = new Store(dbFile(opts.dataDir), clock);
  if (store.isEmpty() && opts.seed !== false) {
    const started = Date.now();
    const n = await seedStore(store, opts.dataDir, opts.now ?? new Date(clock()), opts.seedKind, {
      ...(opts.seedMoment ? { moment: opts.seedMoment } : {}),
      ...(opts.seedSchools ? { schools: opts.seedSchools } : {}),
    });
    log(`seeded ${n} documents (${opts.seedKind ?? 'demo'}) in ${Date.now() - started} ms`);
  }

  const pending = new Set<Promise<void>>();
  const webhookUrl = opts.webhookUrl;
  const routeCtx: RouteContext = {
    store,
    adminKey: opts.adminKey ?? DEFAULT_ADMIN_KEY,
    pushPolicy: { loopback: isLoopbackHost(host), extraOrigins: opts.extraPushOrigins ?? [] },
    subscribeLimiter: rateLimiter(opts.subscribeRate ?? SUBSCRIBE_RATE, clock),
    changed: (change) => {
      if (!webhookUrl) return;
      // Fire and forget; close() still waits for notifications in flight (each gives up after 5 s).
      const p = notifyChange({ url: webhookUrl, secret: opts.webhookSecret, log }, change).finally(() =>
        pending.delete(p),
      );
      pending.add(p);
    },
  };

  let selfUrl = '';
  let closing: Promise<void> | undefined;
  let paymentCtx: Record<string, unknown> | undefined;
  const paymentsCtx = (mod: PaymentsModule) =>
    (paymentCtx ??= {
      store,
      dataDir: opts.dataDir,
      siteUrl: opts.siteUrl,
      log,
      clock,
      isAdmin: (req: IncomingMessage) => isAdmin(req, routeCtx.adminKey),
      // The sandbox's status check is this server's unless the options name another (a real gateway's).
      config: {
        ...mod.defaultPaymentConfig?.(),
        gatewayBase: selfUrl,
        statusUrl: `${selfUrl}/gateway/api/merchant/merchantDetailsForThirdParty/txnVerification`,
        ...opts.payment,
      },
    });
  async function payments(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const mod = await loadPayments();
    if (!mod) return sendError(res, 501, 'Payments are not available: scripts/demo-api/payments.ts is missing.');
    if (!(await mod.handlePayments(req, res, url, paymentsCtx(mod)))) routeNotFound(res, url.pathname);
  }
  /** The payment sweep, now (the timer's, and the test clock's after it moves). */
  async function runSweep(): Promise<unknown> {
    const mod = await loadPayments();
    if (!mod?.sweep || closing) return null;
    return mod.sweep(paymentsCtx(mod)).catch((e: unknown) => {
      log(`sweep failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      return null;
    });
  }

  // What reached "the CMS": the match-day bench and the cache tests count it (GET /demo/stats, admin key). Outside /api,
  // so the Payload dialect is untouched.
  const counted: RequestStats = { requests: 0, byMethod: {} };
  const stats = (): RequestStats => ({ requests: counted.requests, byMethod: { ...counted.byMethod } });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const allowed = corsOrigin(req.headers.origin, opts.siteUrl);
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', allowed);
      for (const [k, v] of Object.entries(CORS_HEADERS)) res.setHeader(k, v);
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    if (path === '/demo/stats' && req.method === 'GET') {
      return isAdmin(req, routeCtx.adminKey) ? sendJson(res, 200, stats()) : forbidden(res);
    }
    if (path === '/demo/clock' && req.method === 'POST') return moveClock(req, res);
    const method = req.method ?? 'GET';
    counted.requests++;
    counted.byMethod[method] = (counted.byMethod[method] ?? 0) + 1;
    if (path.startsWith('/api/payments/') || path.startsWith('/gateway/')) return payments(req, res, url);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (path === '/api/health') return sendJson(res, 200, { ok: true });
    if (!path.startsWith('/api/')) return routeNotFound(res, url.pathname);
    let segs: string[];
    try {
      segs = path.slice(5).split('/').map(decodeURIComponent);
    } catch {
      return routeNotFound(res, url.pathname);
    }
    if (segs[0] === 'media' && segs[1] === 'file' && segs.length === 3)
      return serveMedia(res, opts.dataDir, segs[2] as string, store, req.method ?? '');
    return collectionRoute(routeCtx, req, res, url, segs);
  }

  /** POST /demo/clock {advanceMs} (admin, stopped clock only): time passes for the holds, then the sweep runs. */
  async function moveClock(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (!isAdmin(req, routeCtx.adminKey)) return forbidden(res);
    if (!opts.advanceClock) return sendError(res, 409, 'The clock runs: start the API with --now to move it.');
    let ms: unknown;
    try {
      ms = (JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { advanceMs?: unknown }).advanceMs;
    } catch {
      return sendError(res, 400, 'Malformed JSON body.');
    }
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 366 * 86_400_000)
      return sendError(res, 400, 'advanceMs must be a number of milliseconds from 0 to a year.');
    opts.advanceClock(ms);
    const sweep = await runSweep();
    sendJson(res, 200, { now: new Date(clock()).toISOString(), sweep });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (e instanceof QueryError) {
        if (!res.headersSent) sendError(res, e.status, e.message, e.status === 413 ? { Connection: 'close' } : {});
        return;
      }
      log(`${req.method} ${req.url} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      if (!res.headersSent) sendError(res, 500, 'Something went wrong.');
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  selfUrl = `http://${shownHost}:${port}`;

  // Lapsed holds go back on sale and orders paid without a return are booked, without waiting for a request.
  const sweepEvery = opts.sweepIntervalMs ?? 30_000;
  const sweepTimer = sweepEvery > 0 ? setInterval(() => void runSweep(), sweepEvery) : undefined;
  sweepTimer?.unref();

  const close = () =>
    (closing ??= (async () => {
      clearInterval(sweepTimer);
      await new Promise<void>((resolve) => {
        // Requests in flight get a moment to finish; then any connection left is cut.
        const force = setTimeout(() => server.closeAllConnections(), 2000);
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
      await Promise.allSettled([...pending]);
      store.close();
    })());
  return { url: selfUrl, port, store, stats, close };
}
