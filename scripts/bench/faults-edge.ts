// The faults bench's nginx parts (faults.ts): the commands the receiver runs to test and reload the bench's nginx
// instances (REBUILD_NGINX_TEST / REBUILD_NGINX_RELOAD, with a switch that makes the reload fail), a check that a page's
// inline scripts and styles are allowed by the CSP it came with, and two scenarios: a failed nginx reload, and 1,000
// reads a second for match ids the build does not know.
import { existsSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningNginx } from '../lib/nginx.ts';
import { cspHash, inlineBlocks } from '../../src/lib/security/inline-hashes.ts';
import { islandReadUrls } from '../../src/lib/island-reads.ts';
import { runFans } from './fans.ts';
import type { FaultProxy } from '../lib/fault-proxy.ts';

/** The nginx instances the receiver manages, through two shell scripts it runs; `failReloads` breaks the reload. */
export function benchNginxControl(dir: string) {
  const testSh = join(dir, 'nginx-test.sh');
  const reloadSh = join(dir, 'nginx-reload.sh');
  const failFlag = join(dir, 'nginx-reload-fails');
  const instances: RunningNginx[] = [];
  const write = () => {
    // Until the bench starts its nginx (after the first build), there is nothing to test or reload.
    writeFileSync(testSh, ['set -e', ...instances.map((n) => n.testCommand), ''].join('\n'));
    writeFileSync(
      reloadSh,
      [
        `if [ -e ${failFlag} ]; then echo "nginx: reload refused (faults bench)" >&2; exit 1; fi`,
        ...instances.map((n) => `kill -HUP ${n.pid()}`),
        // SIGHUP returns at once: the new workers answer a moment later (scripts/lib/nginx.ts's reload waits the same).
        'sleep 0.3',
        '',
      ].join('\n'),
    );
  };
  write();
  return {
    env: { REBUILD_NGINX_TEST: `sh ${testSh}`, REBUILD_NGINX_RELOAD: `sh ${reloadSh}` },
    add: (n: RunningNginx) => {
      instances.push(n);
      write();
    },
    failReloads: (on: boolean) => (on ? writeFileSync(failFlag, '') : rmSync(failFlag, { force: true })),
    failing: () => existsSync(failFlag),
  };
}

/** The CSP's source list for `directive` ('script-src'), as written. */
function sources(csp: string, directive: string): Set<string> {
  const d = csp.split(';').map((x) => x.trim().split(/\s+/));
  return new Set(d.find((x) => x[0] === directive)?.slice(1) ?? []);
}

/** Why the browser would block some of the page's inline code under the CSP it came with, or null. */
export function cspFault(path: string, html: string, csp: string | null): string | null {
  if (!csp) return `${path}: no Content-Security-Policy`;
  const blocks = inlineBlocks(html);
  const scripts = sources(csp, 'script-src');
  const styles = sources(csp, 'style-src');
  const blockedScripts = blocks.scripts.filter((s) => !scripts.has(`'${cspHash(s)}'`)).length;
  const blockedStyles = blocks.styles.filter((s) => !styles.has(`'${cspHash(s)}'`)).length;
  if (!blockedScripts && !blockedStyles) return null;
  return `${path}: CSP blocks ${blockedScripts} inline script(s) and ${blockedStyles} inline style(s)`;
}

type BuildRecord = { id: number; result: string; error: string | null };
export type EdgeScenarioContext = {
  pointer: string;
  control: ReturnType<typeof benchNginxControl>;
  edit: () => Promise<string>;
  isLive: (name: string) => Promise<boolean>;
  goesLive: (name: string) => Promise<{ ok: boolean; s: number }>;
  lastBuildId: () => Promise<number>;
  nextBuild: (after: number, withinMs?: number) => Promise<BuildRecord | null>;
};

/** The reload fails: the receiver keeps the old build live (the poller checks its CSP); once it works, the edit goes live. */
export async function failedReload(c: EdgeScenarioContext): Promise<{ ok: boolean; detail: string }> {
  const was = readlinkSync(c.pointer);
  const before = await c.lastBuildId();
  c.control.failReloads(true);
  const attempt = async () => {
    try {
      const name = await c.edit();
      const failed = await c.nextBuild(before);
      return { name, failed, switched: readlinkSync(c.pointer) !== was, shown: await c.isLive(name) };
    } finally {
      c.control.failReloads(false);
    }
  };
  const { name, failed, switched, shown } = await attempt();
  const seen = await c.goesLive(name);
  const refused = failed?.result === 'failure' && /nginx/.test(failed.error ?? '');
  return {
    ok: refused && !switched && !shown && seen.ok,
    detail: `the build ${failed ? `${failed.result === 'failure' ? 'failed' : 'SUCCEEDED'} (${(failed.error ?? '').slice(0, 160)})` : 'never ended'}; pointer ${switched ? 'SWITCHED' : 'kept'}; edit live ${seen.ok ? `${seen.s.toFixed(1)} s after the reload worked again` : 'NEVER'}`,
  };
}

/**
 * 1,000 reads a second through nginx's live cache, each naming a match or school id nobody has (a new 12-digit number
 * each time): refused before the cache, the CMS sees ~0 of them, and a real read still answers 200.
 */
export async function unknownIds(opts: {
  liveUrl: string;
  liveCms: FaultProxy;
  match: string;
  rps: number;
  seconds: number;
  perSecond: (times: number[], from: number, to: number) => number;
}): Promise<{ ok: boolean; detail: string; cmsRps: number }> {
  const [, match, events, , , followed] = islandReadUrls('[<n>]', '[<n>]');
  const t0 = Date.now();
  const seenBefore = opts.liveCms.times.length;
  const run = await runFans({
    url: opts.liveUrl,
    paths: [match!, events!, followed!],
    rate: opts.rps,
    connections: opts.rps,
    durationS: opts.seconds,
    numericIds: true,
  });
  const cmsRps = opts.perSecond(opts.liveCms.times, t0, Date.now());
  const cmsTotal = opts.liveCms.times.length - seenBefore;
  const reached = run.requests / opts.seconds;
  const real = await fetch(`${opts.liveUrl}${islandReadUrls(opts.match)[1]}`).then((r) => r.status);
  return {
    cmsRps,
    ok: cmsTotal <= 2 && real === 200 && reached >= opts.rps * 0.9,
    detail: `${run.requests} reads (${reached.toFixed(0)}/s${reached < opts.rps * 0.9 ? ', LOAD NOT REACHED' : ''}) for unknown ids; the CMS saw ${cmsTotal} request(s) in all; a real read answered ${real}`,
  };
}
