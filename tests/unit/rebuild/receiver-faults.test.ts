// The self-hosted receiver under faults, with real builds against the demo API behind a CMS that misbehaves on demand
// (scripts/lib/fault-proxy.ts): the live pointer is a symlink switched by rename, a restart serves the last good build
// at once and catches up, a build that hangs is stopped at its time limit, and a receiver killed by SIGKILL takes its
// build with it.
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { startFaultProxy, type FaultProxy } from '../../../scripts/lib/fault-proxy.ts';
import { freePort, NODE, ROOT } from '../../../scripts/lib/proc.ts';
import { startStaticServer } from '../../../scripts/serve.ts';
import { startRebuildServer } from '../../../server/rebuild/receiver.ts';
import { publish, readLive, sweepCache } from '../../../server/rebuild/publish.ts';
import { shrinkVerdict } from '../../../server/rebuild/shrink.ts';

const work = mkdtempSync(join(tmpdir(), 'league-rx-faults-'));
let api: RunningServer;
let cms: FaultProxy;
let buildEnv: Record<string, string>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every file name under `dir` ending in .tmp. */
function tmpFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tmp'));
}

/** True while `pid` is a live process (a zombie, dead but not yet reaped, counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

/** The pids of the direct children of `pid`. */
function children(pid: number): number[] {
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(d));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

beforeAll(async () => {
  api = await startServer({ dataDir: join(work, 'api'), adminKey: 'rx-faults-admin', log: () => {} });
  cms = await startFaultProxy(api.url);
  buildEnv = { PUBLIC_API_URL: cms.url, PUBLIC_SITE_URL: 'http://127.0.0.1:4321' };
}, 60_000);

afterAll(async () => {
  await cms?.close();
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the live pointer and the cache', () => {
  it('publish switches a symlink by rename and leaves no temporary name', () => {
    const dir = join(work, 'pointer');
    for (const b of ['a', 'b']) {
      mkdirSync(join(dir, 'builds', b), { recursive: true });
      writeFileSync(join(dir, 'builds', b, 'index.html'), b);
    }
    const pointer = join(dir, 'current');
    publish(pointer, join(dir, 'builds', 'a'));
    publish(pointer, join(dir, 'builds', 'b'));
    expect(lstatSync(pointer).isSymbolicLink()).toBe(true);
    expect(readlinkSync(pointer)).toBe(join(dir, 'builds', 'b'));
    expect(readLive(pointer)).toBe(join(dir, 'builds', 'b'));
    expect(readdirSync(dir).sort()).toEqual(['builds', 'current']);
    // A pointer written by an older receiver (a file holding the path) is still read.
    writeFileSync(join(dir, 'old-style'), join(dir, 'builds', 'a'));
    expect(readLive(join(dir, 'old-style'))).toBe(join(dir, 'builds', 'a'));
  });

  it('before a build, the *.tmp files of a killed writer and cut-short whole files go; sound files stay', async () => {
    const cache = join(work, 'sweep');
    mkdirSync(join(cache, 'league-images', 'out'), { recursive: true });
    writeFileSync(join(cache, 'data-store.json.tmp'), '{"half');
    writeFileSync(join(cache, 'league-images', 'out', 'ab12.w400.webp.123.x1.tmp'), 'x');
    writeFileSync(join(cache, 'incremental-build.json'), '{"routes": {"/a": ');
    writeFileSync(join(cache, 'data-store.json'), '{"ok":true}');
    writeFileSync(join(cache, 'league-images', 'out', 'ab12.w400.webp'), 'img');
    const removed = await sweepCache(cache);
    expect(removed).toHaveLength(3);
    expect(tmpFiles(cache)).toEqual([]);
    expect(existsSync(join(cache, 'incremental-build.json'))).toBe(false);
    expect(readFileSync(join(cache, 'data-store.json'), 'utf8')).toBe('{"ok":true}');
    expect(existsSync(join(cache, 'league-images', 'out', 'ab12.w400.webp'))).toBe(true);
  });

  it('a build with far fewer pages than the live one is not published unless the removal was confirmed', () => {
    expect(shrinkVerdict(540, 12, false)).toMatch(/^the build has 12 pages, the live site 540: not published/);
    expect(shrinkVerdict(540, 12, true)).toBeNull();
    expect(shrinkVerdict(540, 530, false)).toBeNull();
    expect(shrinkVerdict(null, 12, false)).toBeNull();
  });
});

describe('the receiver under faults', () => {
  const dir = () => join(work, 'rx');

  it('publishes each build through the symlink; nothing *.tmp is left in its folders', async () => {
    const rx = await startRebuildServer({
      secret: 's',
      port: await freePort(),
      workDir: dir(),
      buildEnv,
      retryBaseMs: 600_000,
      log: () => {},
    });
    const site = await startStaticServer({ root: rx.pointer, port: 0 });
    try {
      await rx.rebuilder.idle();
      expect(rx.rebuilder.history[0]).toMatchObject({ result: 'success' });
      expect(lstatSync(rx.pointer).isSymbolicLink()).toBe(true);
      expect(readLive(rx.pointer)).toBe(rx.liveDir());
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    } finally {
      await rx.close();
      await site.close();
    }
    expect(tmpFiles(dir())).toEqual([]);
  }, 600_000);

  it('a restart serves the last good build at once; a hanging CMS stops the catch-up at its time limit; then it catches up', async () => {
    cms.mode = 'hang';
    const rx = await startRebuildServer({
      secret: 's',
      port: await freePort(),
      workDir: dir(),
      buildEnv,
      buildTimeoutMs: 8_000,
      debounceMs: 0,
      retryBaseMs: 600_000,
      log: () => {},
    });
    const site = await startStaticServer({ root: rx.pointer, port: 0 });
    try {
      const live = rx.liveDir();
      expect(live).not.toBeNull();
      // At once: before the catch-up build (which hangs) could possibly finish.
      const first = await fetch(`${site.url}/`);
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('<html');
      const started = Date.now();
      while (rx.rebuilder.history.length === 0) await sleep(200);
      expect(rx.rebuilder.history[0]).toMatchObject({
        result: 'failure',
        error: 'build stopped after its time limit of 8 s',
      });
      expect(Date.now() - started).toBeLessThan(300_000);
      expect(rx.liveDir()).toBe(live);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
    } finally {
      cms.mode = 'pass';
      await rx.close();
      await site.close();
    }
    // The CMS is back: the next start catches up, with a time limit a real build fits in (the 8 s above is only for
    // the hang; a build on a loaded 2-core machine can take longer than that).
    const again = await startRebuildServer({
      secret: 's',
      port: await freePort(),
      workDir: dir(),
      buildEnv,
      debounceMs: 0,
      retryBaseMs: 600_000,
      log: () => {},
    });
    const againSite = await startStaticServer({ root: again.pointer, port: 0 });
    try {
      const live = again.liveDir();
      await again.rebuilder.idle();
      expect(again.rebuilder.history[0], JSON.stringify(again.rebuilder.history[0])).toMatchObject({
        result: 'success',
      });
      expect(again.liveDir()).not.toBe(live);
      expect((await fetch(`${againSite.url}/`)).status).toBe(200);
    } finally {
      await again.close();
      await againSite.close();
    }
  }, 1_200_000);

  it('a receiver killed by SIGKILL during a build takes its build with it', async () => {
    cms.mode = 'hang';
    const port = await freePort();
    const rx = spawn(NODE, ['server/rebuild/receiver.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        REBUILD_WEBHOOK_SECRET: 's',
        REBUILD_PORT: String(port),
        REBUILD_DIR: join(work, 'rx-killed'),
        PUBLIC_API_URL: cms.url,
        PUBLIC_SITE_URL: 'http://127.0.0.1:4321',
      },
      stdio: 'ignore',
    });
    try {
      let build: number | undefined;
      for (let i = 0; i < 300 && !build; i++) {
        await sleep(200);
        build = children(rx.pid!)[0];
      }
      expect(build).toBeGreaterThan(0);
      await sleep(1500); // the build is under way (and stuck on the CMS)
      expect(alive(build!)).toBe(true);
      rx.kill('SIGKILL');
      // Within the watchdog's quarter second once the build's event loop runs; a loaded machine can starve it a while.
      const until = Date.now() + 90_000;
      while (alive(build!) && Date.now() < until) await sleep(100);
      expect(alive(build!)).toBe(false);
    } finally {
      rx.kill('SIGKILL');
      cms.mode = 'pass';
    }
  }, 300_000);
});
