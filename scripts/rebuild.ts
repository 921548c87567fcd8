// npm run rebuild-server: the self-hosted webhook receiver. Verifies signed webhooks, coalesces them into
// incremental builds in fresh folders, switches the served site atomically, and reports on /status.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { startStaticServer } from './serve.ts';
import { buildSite } from './rebuild/build.ts';
import { everyNepalDay } from './rebuild/daily.ts';
import { diffSites, summarise } from './rebuild/diff.ts';
import { describeChange, header, json, readBody } from './rebuild/http.ts';
import { Rebuilder } from './rebuild/rebuilder.ts';
import { verifyWebhook } from './rebuild/verify.ts';
import { alertSenderEnv } from './alerts/config.ts';
import { createAlertSender, parseChange, type Change } from './alerts/sender.ts';

export type RebuildServerOptions = {
  secret: string;
  port?: number;
  sitePort?: number;
  host?: string;
  workDir?: string;
  /** The builds' cache folder (content store, page and image caches); `{workDir}/cache` by default. */
  cacheDir?: string;
  buildEnv: Record<string, string>;
  debounceMs?: number;
  retryBaseMs?: number;
  log?: (line: string) => void;
  /** Goal alerts (issue 28): called with every verified change; scripts/alerts/sender.ts's onChange. */
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
  mkdirSync(builds, { recursive: true });
  const current = existsSync(pointer) ? readFileSync(pointer, 'utf8').trim() : '';
  let liveDir: string | null = current && existsSync(join(current, 'index.html')) ? current : null;

  // Until the first build succeeds the site answers 404 from an empty folder, never from the work folder itself.
  const empty = join(work, 'empty');
  mkdirSync(empty, { recursive: true });
  const site = await startStaticServer({ root: liveDir ?? empty, port: opts.sitePort ?? 4321, host });

  const rebuilder = new Rebuilder({
    debounceMs: opts.debounceMs,
    retryBaseMs: opts.retryBaseMs,
    log,
    build: async (id) => {
      const outDir = join(builds, `${Date.now()}-${id}`);
      const result = await buildSite({
        outDir,
        cacheDir: opts.cacheDir ?? join(work, 'cache'),
        env: opts.buildEnv,
        log,
      });
      if (!result.ok || !existsSync(join(outDir, 'index.html'))) {
        rmSync(outDir, { recursive: true, force: true });
        return result.ok ? { ok: false, error: 'build wrote no index.html', changes: result.changes } : result;
      }
      // The switch is one assignment: requests after it are served from the new folder, none see a mix.
      site.setRoot(outDir);
      const previous = liveDir;
      liveDir = outDir;
      writeFileSync(pointer, outDir);
      const diff = await diffSites(previous, outDir);
      log(`build ${id}: files ${summarise(diff)}`);
      for (const dir of readdirSync(builds)) {
        const full = join(builds, dir);
        if (full !== outDir && full !== previous) await rm(full, { recursive: true, force: true });
      }
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
    if (!body) return json(res, 413, { error: 'body too large' });
    const verdict = verifyWebhook({
      secret: opts.secret,
      rawBody: body,
      timestamp: header(req, 'x-webhook-timestamp'),
      signature: header(req, 'x-webhook-signature'),
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
    siteUrl: site.url,
    rebuilder,
    liveDir: () => liveDir,
    close: async () => {
      stopDaily();
      rebuilder.stop();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await site.close();
    },
  };
}

if (import.meta.main) {
  const secret = process.env.REBUILD_WEBHOOK_SECRET ?? '';
  if (!secret) {
    console.error('REBUILD_WEBHOOK_SECRET is not set: every webhook would be refused.');
    process.exit(1);
  }
  const env: Record<string, string> = {};
  for (const k of [
    'PUBLIC_API_URL',
    'PUBLIC_LIVE_API_URL',
    'PUBLIC_SITE_URL',
    'PUBLIC_PAYMENT_GATEWAY_URL',
    'PUBLIC_PAYMENT_MERCHANT_ID',
  ])
    if (process.env[k]) env[k] = process.env[k]!;
  const alertEnv = alertSenderEnv(process.env);
  const sender = alertEnv.ok ? createAlertSender(alertEnv.options) : null;
  console.log(alertEnv.ok ? 'Goal alerts: on' : `Goal alerts: off (${alertEnv.reason})`);
  const s = await startRebuildServer({
    secret,
    alerts: sender?.onChange,
    port: Number(process.env.REBUILD_PORT ?? 8787),
    sitePort: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? '127.0.0.1',
    buildEnv: env,
  });
  console.log(`Webhook receiver: ${s.url}/webhook (status: ${s.url}/status)\nSite: ${s.siteUrl}`);
  const stop = async () => {
    await s.close();
    sender?.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
