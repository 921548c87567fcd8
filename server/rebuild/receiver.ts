// npm run rebuild-server: the self-hosted webhook receiver. Verifies signed webhooks, coalesces them into
// incremental builds in fresh folders, publishes each by switching the `current` symlink (which nginx serves:
// deploy/nginx-site.conf), and reports on /status. It serves no site itself: nginx does (a test or a developer serves
// the live pointer with scripts/serve.ts, which follows the symlink on every request).
import { createServer } from 'node:http';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { alertSenderEnv } from '../alerts/config.ts';
import { createAlertSender } from '../alerts/sender.ts';
import { parseChange, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook, type Change } from '../webhook.ts';
import { buildSite, killBuilds, ROOT } from './build.ts';
import { everyNepalDay } from './daily.ts';
import { diffSites, summarise } from './diff.ts';
import {
  applyEdge,
  ensureEdgeFiles,
  liveEdgeFacts,
  nginxControlFromEnv,
  readEdgeFacts,
  unionFacts,
  type NginxControl,
} from './edge.ts';
import { describeChange, header, json, readBody } from './http.ts';
import { publish, readLive, sweepBuilds, sweepCache, sweepPointers } from './publish.ts';
import { Rebuilder } from './rebuilder.ts';
import { countPages, shrinkVerdict } from './shrink.ts';

export type RebuildServerOptions = {
  secret: string;
  port?: number;
  /** Time limit of one build (default BUILD_TIMEOUT_MS). */
  buildTimeoutMs?: number;
  /** nginx in front (server/rebuild/edge.ts): before each switch the receiver writes nginx's files into `dir`
   *  (`{workDir}/nginx` by default), tests them and reloads; no switch when either fails. From the command line:
   *  REBUILD_NGINX_TEST, REBUILD_NGINX_RELOAD, REBUILD_NGINX_DIR. Without it no nginx file is written. */
  nginx?: { control: NginxControl; dir?: string } | null;
  host?: string;
  workDir?: string;
  /** The builds' cache folder (content store, page and image caches); `{workDir}/cache` by default. */
  cacheDir?: string;
  buildEnv: Record<string, string>;
  debounceMs?: number;
  retryBaseMs?: number;
  log?: (line: string) => void;
  /** Goal alerts (issue 28): called with every verified change; server/alerts/sender.ts's onChange. */
  alerts?: ((change: Change) => Promise<unknown>) | null;
};

/** How many changed paths /status lists (the counts are always complete). */
const LISTED_PATHS = 50;

export async function startRebuildServer(opts: RebuildServerOptions) {
  const log = opts.log ?? ((l: string) => console.log(`[rebuild] ${l}`));
  const host = opts.host ?? '127.0.0.1';
  const work = resolve(opts.workDir ?? join(ROOT, '.rebuild'));
  const builds = join(work, 'builds');
  const pointer = join(work, 'current');
  const cacheDir = opts.cacheDir ?? join(work, 'cache');
  mkdirSync(builds, { recursive: true });
  // A restart serves the last good build at once: the pointer is only ever switched by rename, so it names a complete
  // build (or none yet). What a killed receiver left half done goes: temporary pointers, a half-written build folder.
  sweepPointers(pointer);
  let liveDir = readLive(pointer);
  await sweepBuilds(builds, [liveDir]);
  const nginxDir = opts.nginx ? resolve(opts.nginx.dir ?? join(work, 'nginx')) : null;
  // nginx can start before the first publish: its files exist from the receiver's start (the live build's, or empty).
  if (nginxDir) ensureEdgeFiles(nginxDir, liveEdgeFacts(liveDir));

  const rebuilder = new Rebuilder({
    debounceMs: opts.debounceMs,
    retryBaseMs: opts.retryBaseMs,
    log,
    build: async (id) => {
      const swept = await sweepCache(cacheDir);
      if (swept.length) log(`build ${id}: removed ${swept.length} unfinished cache file(s) first`);
      const outDir = join(builds, `${Date.now()}-${id}`);
      const fail = (error: string, changes: string[]) => {
        rmSync(outDir, { recursive: true, force: true });
        return { ok: false as const, error, changes };
      };
      const result = await buildSite({ outDir, cacheDir, env: opts.buildEnv, log, timeoutMs: opts.buildTimeoutMs });
      if (!result.ok) return fail(result.error, result.changes);
      if (!existsSync(join(outDir, 'index.html'))) return fail('build wrote no index.html', result.changes);
      // The last line of defence against a site that lost its content: a build with far fewer pages than the live one
      // is not published unless the content loader confirmed the removal by a second read.
      const verdict = shrinkVerdict(countPages(liveDir), countPages(outDir), result.confirmedRemoval === true);
      if (verdict) return fail(verdict, result.changes);
      // nginx first: the headers and known ids of both builds, tested and loaded before any page of the new build is
      // served. A refusal keeps the old build live with the files nginx runs on.
      if (opts.nginx && nginxDir) {
        try {
          await applyEdge(nginxDir, unionFacts(liveEdgeFacts(liveDir), readEdgeFacts(outDir)), opts.nginx.control);
        } catch (e) {
          return fail(`not published, nginx: ${e instanceof Error ? e.message : String(e)}`, result.changes);
        }
      }
      const previous = liveDir;
      try {
        publish(pointer, outDir);
      } catch (e) {
        return fail(`publishing failed: ${e instanceof Error ? e.message : String(e)}`, result.changes);
      }
      liveDir = outDir;
      const diff = await diffSites(previous, outDir);
      log(`build ${id}: files ${summarise(diff)}`);
      await sweepBuilds(builds, [outDir, previous]);
      const paths = [...diff.changed, ...diff.added, ...diff.removed].slice(0, LISTED_PATHS);
      return {
        ...result,
        files: { changed: diff.changed.length, added: diff.added.length, removed: diff.removed.length, paths },
      };
    },
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/status' && req.method === 'GET') {
      return json(res, 200, {
        state: rebuilder.state,
        queued: rebuilder.queued.length,
        live: liveDir,
        lastBuild: rebuilder.history[0] ?? null,
        history: rebuilder.history.slice(0, 10),
      });
    }
    if (url.pathname === '/health') return json(res, 200, { ok: true });
    if (url.pathname !== '/webhook') return json(res, 404, { error: 'not found' });
    if (req.method !== 'POST') return json(res, 405, { error: 'POST only' });
    const body = await readBody(req);
    if (!body) {
      // The rest of an oversized body is not read: closing the connection after the answer drops it.
      res.setHeader('Connection', 'close');
      return json(res, 413, { error: 'body too large' });
    }
    const verdict = verifyWebhook({
      secret: opts.secret,
      rawBody: body,
      timestamp: header(req, TIMESTAMP_HEADER),
      signature: header(req, SIGNATURE_HEADER),
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!verdict.ok) {
      log(`webhook refused: ${verdict.reason}`);
      return json(res, 401, { error: 'unauthorized' });
    }
    rebuilder.request(describeChange(body));
    // Alerts go out beside the build, not after it: a goal is news before the page is rebuilt.
    const change = opts.alerts ? parseChange(body.toString('utf8')) : null;
    if (change) void opts.alerts!(change);
    return json(res, 202, { accepted: true, state: rebuilder.state });
  });
  await new Promise<void>((ok) => server.listen(opts.port ?? 8787, host, ok));
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  // A restart serves the last good build at once, then catches up with edits made while the receiver was down.
  rebuilder.request(liveDir ? 'catch up after start' : 'initial build');
  const stopDaily = everyNepalDay(() => rebuilder.request('new day in Nepal'));

  return {
    url: `http://${host}:${port}`,
    /** The live pointer (a symlink to the live build): what nginx's `root` names. */
    pointer,
    /** Where nginx's files are written (null: nginx not managed). */
    nginxDir,
    rebuilder,
    liveDir: () => liveDir,
    close: async () => {
      stopDaily();
      rebuilder.stop();
      killBuilds();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

if (import.meta.main) {
  const secret = process.env.REBUILD_WEBHOOK_SECRET ?? '';
  if (!secret) {
    console.error('REBUILD_WEBHOOK_SECRET is not set: every webhook would be refused.');
    process.exit(1);
  }
  const nginx = nginxControlFromEnv(process.env);
  if (!nginx.ok) {
    console.error(nginx.reason);
    process.exit(1);
  }
  console.log(
    nginx.control
      ? 'nginx: tested and reloaded before each switch'
      : 'nginx: not managed (REBUILD_NGINX_TEST and REBUILD_NGINX_RELOAD unset: no nginx file is written)',
  );
  const timeout = Number(process.env.REBUILD_TIMEOUT_S);
  const alertEnv = alertSenderEnv(process.env);
  const sender = alertEnv.ok ? createAlertSender(alertEnv.options) : null;
  console.log(alertEnv.ok ? 'Goal alerts: on' : `Goal alerts: off (${alertEnv.reason})`);
  const s = await startRebuildServer({
    secret,
    alerts: sender?.onChange,
    port: Number(process.env.REBUILD_PORT ?? 8787),
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.REBUILD_DIR ? { workDir: process.env.REBUILD_DIR } : {}),
    ...(timeout > 0 ? { buildTimeoutMs: timeout * 1000 } : {}),
    nginx: nginx.control
      ? { control: nginx.control, ...(process.env.REBUILD_NGINX_DIR ? { dir: process.env.REBUILD_NGINX_DIR } : {}) }
      : null,
    // The builds see the allowed part of this environment (build-env.ts: PUBLIC_*, the build's knobs, REBUILD_ENV_ALLOW).
    buildEnv: {},
  });
  console.log(
    `Webhook receiver: ${s.url}/webhook (status: ${s.url}/status)\nLive build: ${s.pointer} (serve it with nginx: deploy/nginx-site.conf)`,
  );
  // Alerts a stopped or dead sender left unfinished are taken over now (and on any later webhook).
  void sender?.resume().catch((e: unknown) => console.error(`[alerts] resume failed: ${String(e)}`));
  let stopping: Promise<void> | null = null;
  // Once, whichever signal comes first: the sender takes no new subscription, lets the requests in flight finish and
  // records each alert's progress (docs/decisions/alerts.md), then the receiver closes.
  const stop = () =>
    (stopping ??= (async () => {
      await sender?.stop();
      await s.close();
      sender?.close();
      process.exit(0);
    })());
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
