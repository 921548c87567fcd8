// nginx's part of a publish. The receiver writes nginx's files itself, from the facts each build leaves as data
// (_security-facts.json, live-ids.json), checked entry by entry against strict patterns, so nothing a build writes can
// become nginx configuration; into its own folder, outside the builds. The files hold the union of the live build's
// facts and the new one's, so the pages of both are covered while the pointer switches; they are tested (`nginx -t`)
// and nginx reloaded BEFORE the switch, and a refused test or reload means no switch (docs/decisions/self-hosted.md).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_IDS_FILE, parseKnownIds, type KnownIds } from '../../src/lib/live-ids.ts';
import { nginxHeaderMaps, SECURITY_FACTS_FILE, type SecurityFacts } from '../../src/lib/security/header-targets.ts';
import { DOCUMENT_ONLY, securityHeaders } from '../../src/lib/security/policy.ts';

/** deploy/nginx-site.conf includes it at http level: one map per security header. */
export const SITE_HEADERS_CONF = 'site-headers.conf';
/** deploy/nginx.conf includes it inside its map of known reads: one `"m:<id>" 1;` line per match, `"t:<id>"` per school. */
export const LIVE_IDS_CONF = 'live-ids.conf';

export type EdgeFacts = { security: SecurityFacts; ids: KnownIds };
export type NginxControl = { test: () => Promise<void>; reload: () => Promise<void> };

const HASH = /^sha256-[A-Za-z0-9+/]{43}=$/;
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const ORIGIN = new RegExp(`^https?://(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`);
/** A facts file is a few hundred KB for the nationwide league; anything far larger is not one. */
const MAX_BYTES = 32 * 2 ** 20;

function readJson(dir: string, name: string): unknown {
  const file = join(dir, name);
  if (!existsSync(file)) throw new Error(`the build has no ${name}`);
  if (statSync(file).size > MAX_BYTES) throw new Error(`${name} is larger than ${MAX_BYTES} bytes`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${name} is not JSON`);
  }
}

/** SECURITY_FACTS_FILE's contents, checked: three origins and lists of sha256 hashes, nothing else passes. */
export function parseSecurityFacts(value: unknown): SecurityFacts {
  const v = (value ?? {}) as Record<string, unknown>;
  const origin = (key: string): string => {
    const o = v[key];
    if (typeof o !== 'string' || !ORIGIN.test(o)) throw new Error(`${SECURITY_FACTS_FILE}: "${key}" is not an origin`);
    return o;
  };
  const hashes = (key: string): string[] => {
    const list = v[key];
    if (!Array.isArray(list)) throw new Error(`${SECURITY_FACTS_FILE}: "${key}" is not a list`);
    for (const h of list)
      if (typeof h !== 'string' || !HASH.test(h))
        throw new Error(`${SECURITY_FACTS_FILE}: "${key}" holds ${JSON.stringify(h).slice(0, 60)}, not a sha256 hash`);
    return [...new Set(list as string[])].sort();
  };
  return {
    apiOrigin: origin('apiOrigin'),
    liveApiOrigin: origin('liveApiOrigin'),
    siteOrigin: origin('siteOrigin'),
    scriptHashes: hashes('scriptHashes'),
    styleHashes: hashes('styleHashes'),
  };
}

/** A build folder's facts, checked; throws with the reason when a file is missing or any entry fails its pattern. */
export function readEdgeFacts(buildDir: string): EdgeFacts {
  return {
    security: parseSecurityFacts(readJson(buildDir, SECURITY_FACTS_FILE)),
    ids: parseKnownIds(readJson(buildDir, LIVE_IDS_FILE)),
  };
}

/** The live build's facts, or null when it has none (built before the receiver wrote nginx's files). */
export function liveEdgeFacts(buildDir: string | null): EdgeFacts | null {
  try {
    return buildDir ? readEdgeFacts(buildDir) : null;
  } catch {
    return null;
  }
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();

/** What covers both builds during the switch: every hash and id of either; the origins are the new build's. */
export function unionFacts(live: EdgeFacts | null, next: EdgeFacts): EdgeFacts {
  if (!live) return next;
  return {
    security: {
      ...next.security,
      scriptHashes: union(live.security.scriptHashes, next.security.scriptHashes),
      styleHashes: union(live.security.styleHashes, next.security.styleHashes),
    },
    ids: { matches: union(live.ids.matches, next.ids.matches), teams: union(live.ids.teams, next.ids.teams) },
  };
}

/** The http-level maps deploy/nginx-site.conf includes, made by the site's own policy code from checked facts. */
export function siteHeadersConf(f: SecurityFacts): string {
  const headers = securityHeaders({
    apiHost: f.apiOrigin,
    liveApiHost: f.liveApiOrigin,
    siteUrl: f.siteOrigin,
    scriptHashes: f.scriptHashes,
    styleHashes: f.styleHashes,
  });
  return nginxHeaderMaps(headers, DOCUMENT_ONLY);
}

/** The lines deploy/nginx.conf's map of known reads includes (ids checked by parseKnownIds: digits or hex only). */
export function liveIdsConf(ids: KnownIds): string {
  const lines = ['# Written by the rebuild receiver (server/rebuild/edge.ts) for deploy/nginx.conf: do not edit.'];
  for (const id of ids.matches) lines.push(`"m:${id}" 1;`);
  for (const id of ids.teams) lines.push(`"t:${id}" 1;`);
  return `${lines.join('\n')}\n`;
}

/** Before any build is live: the header variables exist (empty) and no id is known, so nginx can start. */
const EMPTY: EdgeFacts = {
  security: {
    apiOrigin: 'http://localhost',
    liveApiOrigin: 'http://localhost',
    siteOrigin: 'http://localhost',
    scriptHashes: [],
    styleHashes: [],
  },
  ids: { matches: [], teams: [] },
};

function render(facts: EdgeFacts): Record<string, string> {
  return { [SITE_HEADERS_CONF]: siteHeadersConf(facts.security), [LIVE_IDS_CONF]: liveIdsConf(facts.ids) };
}

/** Writes each file through a temporary name and a rename: nginx (a test, a reload) reads a whole file or the old one. */
function writeFiles(dir: string, files: Record<string, string | null>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, name);
    if (text === null) {
      rmSync(file, { force: true });
      continue;
    }
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, text, { mode: 0o644 });
    renameSync(tmp, file);
  }
}

const readOrNull = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** At the receiver's start: nginx's files for the live build (or empty ones), where none are written yet. */
export function ensureEdgeFiles(dir: string, live: EdgeFacts | null): void {
  const files = render(live ?? EMPTY);
  writeFiles(dir, Object.fromEntries(Object.entries(files).filter(([name]) => !existsSync(join(dir, name)))));
}

/**
 * Writes nginx's files for `facts`, tests them and reloads nginx. When the test or the reload fails, the files nginx
 * had are put back and the error says which step failed and why: the caller does not switch the pointer.
 */
export async function applyEdge(dir: string, facts: EdgeFacts, nginx: NginxControl): Promise<void> {
  const files = render(facts);
  const before = Object.fromEntries(Object.keys(files).map((name) => [name, readOrNull(join(dir, name))]));
  writeFiles(dir, files);
  for (const [step, run] of [
    ['nginx -t refused the new files', nginx.test],
    ['the nginx reload failed', nginx.reload],
  ] as const) {
    try {
      await run();
    } catch (e) {
      writeFiles(dir, before);
      throw new Error(`${step}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
  }
}

/** A shell command as a step: rejects with the end of its error output when it exits non-zero or takes over 30 s. */
export function shellStep(command: string, timeoutMs = 30_000): () => Promise<void> {
  return () =>
    new Promise<void>((ok, fail) =>
      execFile('/bin/sh', ['-c', command], { timeout: timeoutMs }, (e, _out, err) => {
        if (!e) return ok();
        const why = String(err).trim().split('\n').slice(-3).join(' | ') || e.message;
        fail(new Error(`\`${command}\` ${e.killed ? 'timed out' : `exited ${e.code ?? '?'}`}: ${why.slice(-400)}`));
      }),
    );
}

/**
 * How the receiver learns nginx's commands: REBUILD_NGINX_TEST (e.g. `sudo -n /usr/sbin/nginx -t -q`) and
 * REBUILD_NGINX_RELOAD (e.g. `sudo -n /usr/sbin/nginx -s reload`), both or neither. REBUILD_AFTER_PUBLISH, which
 * reloaded after the switch, is refused with a pointer to them: keeping it would keep the race it had.
 */
export function nginxControlFromEnv(
  env: Record<string, string | undefined>,
): { ok: true; control: NginxControl | null } | { ok: false; reason: string } {
  if (env.REBUILD_AFTER_PUBLISH)
    return {
      ok: false,
      reason:
        'REBUILD_AFTER_PUBLISH is gone: set REBUILD_NGINX_TEST (e.g. `sudo -n /usr/sbin/nginx -t -q`) and REBUILD_NGINX_RELOAD (e.g. `sudo -n /usr/sbin/nginx -s reload`) instead; the receiver now reloads before the switch (docs/deploying.md)',
    };
  const test = env.REBUILD_NGINX_TEST;
  const reload = env.REBUILD_NGINX_RELOAD;
  if (!test && !reload) return { ok: true, control: null };
  if (!test || !reload)
    return {
      ok: false,
      reason: 'REBUILD_NGINX_TEST and REBUILD_NGINX_RELOAD go together: set both (docs/deploying.md)',
    };
  return { ok: true, control: { test: shellStep(test), reload: shellStep(reload) } };
}
