// The moving parts of the faults bench (faults.ts): the real receiver (server/rebuild/receiver.ts) as its own process, so that
// it can be killed by SIGKILL and started again; signed webhooks; a poller that reads the site through nginx every
// 150 ms and counts the time it was not whole (a page whose inline scripts its CSP would block counts too); and a
// check of every build the receiver publishes.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { NODE, start } from '../lib/proc.ts';
import { sign } from '../../server/webhook.ts';
import { cspFault } from './faults-edge.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------------------------
// The receiver

export type Receiver = {
  url: string;
  pid: () => number;
  /** The build children the receiver has now (pids). */
  builds: () => number[];
  status: () => Promise<ReceiverStatus>;
  kill: () => Promise<void>;
  restart: () => Promise<void>;
  stop: () => Promise<void>;
  logTail: () => string;
};
export type BuildRecord = { id: number; result: 'success' | 'failure'; error: string | null; durationMs: number };
export type ReceiverStatus = {
  state: string;
  live: string | null;
  lastBuild: BuildRecord | null;
  history: BuildRecord[];
};

/** The direct children of `pid` (Linux's /proc/PID/task/PID/children). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** True while `pid` runs (a zombie counts as gone). */
export function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Every process in process group `pgid` (a build and whatever it started). */
export function groupMembers(pgid: number): number[] {
  const out: number[] = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') out.push(Number(d));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** Starts `npm run rebuild-server` (server/rebuild/receiver.ts) with `env`; resolves once it answers /health. */
export async function startReceiver(env: Record<string, string>, port: number): Promise<Receiver> {
  let child: ChildProcess;
  let tail = '';
  const keep = (c: Buffer) => {
    tail = (tail + c.toString()).slice(-20_000);
  };
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    child = start(NODE, ['server/rebuild/receiver.ts'], {
      env: { ...process.env, ...env, REBUILD_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const until = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the receiver stopped at start:\n${tail}`);
      try {
        if ((await fetch(`${url}/health`)).ok) return;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) throw new Error(`the receiver did not answer within 60 s:\n${tail}`);
      await sleep(100);
    }
  };
  const exited = () =>
    new Promise<void>((ok) =>
      child.exitCode !== null || child.signalCode !== null ? ok() : child.once('exit', () => ok()),
    );
  await launch();
  return {
    url,
    pid: () => child.pid ?? 0,
    builds: () => childrenOf(child.pid ?? 0),
    status: async () => (await (await fetch(`${url}/status`)).json()) as ReceiverStatus,
    kill: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    restart: launch,
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
    },
    logTail: () => tail,
  };
}

/** Posts a signed change notice (the CMS's webhook); returns the HTTP status. */
export async function webhook(receiverUrl: string, secret: string, body: string): Promise<number> {
  const ts = String(Math.floor(Date.now() / 1000));
  const res = await fetch(`${receiverUrl}/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Webhook-Timestamp': ts,
      'X-Webhook-Signature': sign(secret, ts, body),
    },
    body,
  }).catch(() => null);
  await res?.arrayBuffer().catch(() => null);
  return res?.status ?? 0;
}

// ---------------------------------------------------------------------------------------------------------------------
// The site as fans see it, and the builds as published

export type SiteExpect = {
  /** Paths that must answer 200 with a whole page. */
  paths: string[];
  /** Every team page link /teams lists must include. */
  teamIds: string[];
};

/** Why a fetched page is not whole, or null. */
function pageFault(path: string, status: number, html: string, want: SiteExpect): string | null {
  if (status !== 200) return `${path}: HTTP ${status}`;
  // The build minifies the end tags away: a whole page has the shell after its footer and ends with a tag.
  if (!html.includes('</footer>') || !html.includes('id="toasts"') || !/<\/(?:html|script|body)>\s*$/.test(html))
    return `${path}: cut short`;
  if (path === '/teams') {
    const missing = want.teamIds.filter((id) => !html.includes(`href="/teams/${id}"`));
    if (missing.length) return `/teams: ${missing.length} team(s) missing`;
  }
  return null;
}

export type SitePoller = {
  /** Seconds the site was not whole so far. */
  downS: () => number;
  /** What went wrong, first few. */
  faults: string[];
  polls: () => number;
  stop: () => Promise<void>;
};

/** Reads `paths` through nginx every `everyMs`; a round with any fault counts as down until the next whole round. */
export function pollSite(siteUrl: string, want: SiteExpect, everyMs = 150): SitePoller {
  let downMs = 0;
  let downSince: number | null = null;
  let rounds = 0;
  let running = true;
  const faults: string[] = [];
  const loop = (async () => {
    while (running) {
      const at = Date.now();
      const results = await Promise.all(
        want.paths.map(async (p) => {
          try {
            const res = await fetch(`${siteUrl}${p}`, { signal: AbortSignal.timeout(10_000) });
            const html = await res.text();
            return (
              pageFault(p, res.status, html, want) ?? cspFault(p, html, res.headers.get('content-security-policy'))
            );
          } catch (e) {
            return `${p}: ${e instanceof Error ? e.message : String(e)}`;
          }
        }),
      );
      rounds++;
      const bad = results.filter((r): r is string => !!r);
      if (bad.length) {
        downSince ??= at;
        if (faults.length < 20) faults.push(`${new Date(at).toISOString()} ${bad.join('; ')}`);
      } else if (downSince !== null) {
        downMs += Date.now() - downSince;
        downSince = null;
      }
      await sleep(Math.max(0, everyMs - (Date.now() - at)));
    }
  })();
  return {
    downS: () => (downMs + (downSince !== null ? Date.now() - downSince : 0)) / 1000,
    faults,
    polls: () => rounds,
    stop: async () => {
      running = false;
      await loop;
      if (downSince !== null) downMs += Date.now() - downSince;
      downSince = null;
    },
  };
}

/** The numbered pages of a build folder under `folder` (teams/3, fixture/12, blogs/7). */
export function pageIds(buildDir: string, folder: string): string[] {
  const dir = join(buildDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((d) => /^[0-9a-f]+$/.test(d) && existsSync(join(dir, d, 'index.html')));
}

export type PublishWatch = {
  /** Builds published so far. */
  count: () => number;
  /** Published builds that lacked pages the CMS has, with what they lacked. */
  bad: string[];
  stop: () => void;
};

/**
 * Watches the live pointer; every build it comes to name is checked at once for a page for each team, match and news
 * article the CMS has (`want`, folder → ids). The receiver keeps the live build and the one before, so a build is
 * still there to read for a while after its switch.
 */
export function watchPublishes(pointer: string, want: Record<string, string[]>): PublishWatch {
  let last = existsSync(pointer) ? readlinkSync(pointer) : '';
  let n = 0;
  const bad: string[] = [];
  const timer = setInterval(() => {
    let now = '';
    try {
      now = readlinkSync(pointer);
    } catch {
      return;
    }
    if (now === last) return;
    last = now;
    n++;
    const lacking = Object.entries(want).flatMap(([folder, ids]) => {
      const have = new Set(pageIds(now, folder));
      const missing = ids.filter((id) => !have.has(id));
      return missing.length ? [`${folder}: ${missing.length} of ${ids.length} missing`] : [];
    });
    if (lacking.length) bad.push(`${now}: ${lacking.join(', ')}`);
  }, 25);
  return { count: () => n, bad, stop: () => clearInterval(timer) };
}
