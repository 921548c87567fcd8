// Runs the repository's deploy/nginx.conf for the tests and the match-day bench: Debian's nginx, unprivileged style,
// with its own prefix, temp folders, pid and error log under a scratch folder, listening on 127.0.0.1 only.
import { existsSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aptInstall, freePort, ROOT, start, stop } from './proc.ts';
import { ensureEdgeFiles, liveEdgeFacts, LIVE_IDS_CONF, liveIdsConf } from '../../server/rebuild/edge.ts';
import type { KnownIds } from '../../src/lib/live-ids.ts';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const NGINX_CONF = resolve(ROOT, 'deploy/nginx.conf');
export const NGINX_SITE_CONF = resolve(ROOT, 'deploy/nginx-site.conf');

/** deploy/nginx-site.conf with its placeholders filled in, as envsubst does in production. */
export function renderSiteConf(
  values: { SITE_LISTEN: string; SITE_ROOT: string; EDGE_DIR: string },
  text = readFileSync(NGINX_SITE_CONF, 'utf8'),
) {
  const out = text.replace(
    /\$\{(SITE_LISTEN|SITE_ROOT|EDGE_DIR)\}/g,
    (_, k: 'SITE_LISTEN' | 'SITE_ROOT' | 'EDGE_DIR') => values[k],
  );
  const left = /\$\{[A-Z_]+\}/.exec(out);
  if (left) throw new Error(`deploy/nginx-site.conf has a placeholder nobody fills in: ${left[0]}`);
  return out;
}

export type NginxValues = { LIVE_LISTEN: string; CMS_ORIGIN: string; LIVE_CACHE_DIR: string; EDGE_DIR: string };

/** deploy/nginx.conf with its placeholders filled in, as envsubst does in production (docs/deploying.md). */
export function renderNginxConf(values: NginxValues, text = readFileSync(NGINX_CONF, 'utf8')): string {
  const out = text.replace(
    /\$\{(LIVE_LISTEN|CMS_ORIGIN|LIVE_CACHE_DIR|EDGE_DIR)\}/g,
    (_, k: keyof NginxValues) => values[k],
  );
  const left = /\$\{[A-Z_]+\}/.exec(out);
  if (left) throw new Error(`deploy/nginx.conf has a placeholder nobody fills in: ${left[0]}`);
  return out;
}

/** The bench installs Debian's nginx when it is missing, as .ci/run does (root only; otherwise it says how). */
export async function ensureNginx(log: (line: string) => void): Promise<void> {
  if (existsSync(NGINX_BIN) || process.getuid?.() !== 0) return requireNginx();
  log('nginx is missing: apt-get install -y nginx-light');
  await aptInstall('nginx-light');
  requireNginx();
}

export function requireNginx(): void {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx is missing (${NGINX_BIN}): install Debian's package with \`apt-get install -y nginx-light\` (.ci/run does).`,
    );
  }
}

export type RunningNginx = {
  url: string;
  dir: string;
  /** The folder of the receiver's nginx files this nginx includes (site-headers.conf, live-ids.conf). */
  edgeDir: string;
  /** `nginx -t` of this instance's configuration, as a shell command (REBUILD_NGINX_TEST). */
  testCommand: string;
  errorLog: () => string;
  /** Reads the configuration again (SIGHUP), as `nginx -s reload` does; resolves once the new workers answer. */
  reload: () => Promise<void>;
  pid: () => number;
  close: () => Promise<void>;
};

/** Every match and school id the CMS has, as a build would know them (src/pages/live-ids.json.ts). */
export async function cmsKnownIds(cmsOrigin: string): Promise<KnownIds> {
  const ids = async (collection: string) => {
    const res = await fetch(`${cmsOrigin}/api/${collection}?limit=0&depth=0&select[id]=true`);
    if (!res.ok) throw new Error(`${cmsOrigin}/api/${collection} answered ${res.status}`);
    return ((await res.json()) as { docs: Array<{ id: unknown }> }).docs.map((d) => String(d.id));
  };
  return { matches: await ids('matches'), teams: await ids('teams') };
}

/**
 * Starts nginx with deploy/nginx.conf in front of `cmsOrigin` on a free port; a fresh (empty) cache each time.
 * `edit` changes the rendered config first, as a deployment adds to it (the rate-limit test adds `real_ip`).
 * The known ids: the receiver's live-ids.conf in `edgeDir` when given (the faults bench), else one written here the
 * receiver's way for `knownIds`, or for every match and school the CMS has now.
 */
export async function startNginx(
  cmsOrigin: string,
  opts: { workers?: number; edit?: (conf: string) => string; edgeDir?: string; knownIds?: KnownIds } = {},
): Promise<RunningNginx> {
  const edit = opts.edit ?? ((conf: string) => conf);
  const known = opts.edgeDir ? null : (opts.knownIds ?? (await cmsKnownIds(cmsOrigin)));
  return startNginxWith((dir, port) => {
    const edgeDir = opts.edgeDir ?? join(dir, 'edge');
    if (known) {
      mkdirSync(edgeDir, { recursive: true });
      writeFileSync(join(edgeDir, LIVE_IDS_CONF), liveIdsConf(known));
    }
    return {
      edgeDir,
      snippet: edit(
        renderNginxConf({
          LIVE_LISTEN: `127.0.0.1:${port}`,
          CMS_ORIGIN: cmsOrigin,
          LIVE_CACHE_DIR: join(dir, 'cache'),
          EDGE_DIR: edgeDir,
        }),
      ),
    };
  }, opts);
}

/**
 * Starts nginx with deploy/nginx-site.conf serving `siteRoot` (the receiver's `current` symlink) on a free port, with
 * the receiver's site-headers.conf from `edgeDir` (the faults bench), or one written here for the live build's facts.
 */
export async function startSiteNginx(
  siteRoot: string,
  opts: { workers?: number; edgeDir?: string } = {},
): Promise<RunningNginx> {
  return startNginxWith((dir, port) => {
    const edgeDir = opts.edgeDir ?? join(dir, 'edge');
    if (!opts.edgeDir) ensureEdgeFiles(edgeDir, liveEdgeFacts(siteRoot));
    return {
      edgeDir,
      snippet: renderSiteConf({ SITE_LISTEN: `127.0.0.1:${port}`, SITE_ROOT: siteRoot, EDGE_DIR: edgeDir }),
    };
  }, opts);
}

async function startNginxWith(
  snippetFor: (dir: string, port: number) => { edgeDir: string; snippet: string },
  opts: { workers?: number } = {},
): Promise<RunningNginx> {
  requireNginx();
  const dir = mkdtempSync(join(tmpdir(), 'league-nginx-'));
  // Run as root (CI), the workers drop to nobody: they must be able to reach and write their folders.
  chmodSync(dir, 0o755);
  const writable = ['cache', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi'].map((d) =>
    join(dir, d),
  );
  for (const d of writable) {
    mkdirSync(d, { recursive: true });
    chmodSync(d, 0o777);
  }
  chmodSync(join(dir, 'temp'), 0o755);
  const port = await freePort();
  const { edgeDir, snippet } = snippetFor(dir, port);
  writeFileSync(join(dir, 'league-live.conf'), snippet);
  const [body, proxy, fastcgi, uwsgi, scgi] = writable.slice(1);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `worker_processes ${opts.workers ?? 1};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 8192; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${body}; proxy_temp_path ${proxy}; fastcgi_temp_path ${fastcgi}; uwsgi_temp_path ${uwsgi}; scgi_temp_path ${scgi};`,
      `  include ${join(dir, 'league-live.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const testCommand = `${NGINX_BIN} -t -q -p ${dir} -c ${join(dir, 'nginx.conf')} -e ${join(dir, 'error.log')}`;
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  const child = start(
    NGINX_BIN,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')};`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const pidFile = join(dir, 'nginx.pid');
  const pid = () => Number(readFileSync(pidFile, 'utf8').trim());
  const reload = async () => {
    process.kill(pid(), 'SIGHUP');
    await new Promise((r) => setTimeout(r, 300));
  };
  const close = async () => {
    await stop(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForListen(
      url,
      () => child.exitCode !== null,
      () => `${stderr}${errorLog()}`,
    );
  } catch (e) {
    await close();
    throw e;
  }
  return { url, dir, edgeDir, testCommand, errorLog, reload, pid, close };
}

async function waitForListen(url: string, exited: () => boolean, why: () => string): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if (exited()) throw new Error(`nginx stopped at start: ${why().trim()}`);
    try {
      await fetch(`${url}/nginx-health`);
      return; // any answer: nginx listens (the site server has no health path)
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not listen on ${url} within 10 s: ${why().trim()}`);
}
