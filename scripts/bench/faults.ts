// The self-hosted path under faults (issue 25): the real receiver (server/rebuild/receiver.ts, its own process), nginx serving
// its live symlink (deploy/nginx-site.conf) and nginx's live cache (deploy/nginx.conf), in front of the demo API behind
// fault proxies (scripts/lib/fault-proxy.ts). Before each fault a player is renamed through the CMS's admin API and the
// CMS's webhook sent; the fault comes; after recovery that edit must be on the site. Throughout, a poller reads the site
// through nginx every 150 ms (site_down_s), and every build the receiver publishes is checked for a page for each team,
// match and news article the CMS has (bad_publishes).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readlinkSync, rmSync, statfsSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { startFaultProxy, type FaultMode } from '../lib/fault-proxy.ts';
import { startNginx, startSiteNginx, type RunningNginx } from '../lib/nginx.ts';
import { freePort } from '../lib/proc.ts';
import { islandReadUrls } from '../../src/lib/island-reads.ts';
import type { BenchSection } from './context.ts';
import { cachelessNetlifyBuild } from './faults-netlify.ts';
import { runFans } from './fans.ts';
import { pickPlayer, renamePlayer } from './player-edit.ts';
import {
  alive,
  groupMembers,
  pageIds,
  pollSite,
  sleep,
  startReceiver,
  watchPublishes,
  webhook,
  type Receiver,
  type SitePoller,
} from './faults-parts.ts';
import { benchNginxControl, failedReload, unknownIds } from './faults-edge.ts';
import { alertScenarios } from './faults-alerts.ts';

const SECRET = 'faults-bench-secret';
/** The receiver's build time limit (REBUILD_TIMEOUT_S): a demo build takes seconds on a quiet machine, up to a minute on
 *  a busy one; a hung CMS is given up on sooner by the loader's own request time-out (60 s). */
const BUILD_LIMIT_S = 120;
/** How long an edit may take to reach the site after a fault ends (a restart, a retry after the backoff, a build). */
const LIVE_WITHIN_MS = 240_000;
const KILLS = 3;
const BUSTING_RPS = 1000;
const BUSTING_S = 10;
const CMS_RPS_BUDGET = 5;
const OUTAGE_S = 60;
const FANS = 1000;
/** A fan's island polls every 5 s (the live match's freshness): 1,000 fans ask 200 times a second. */
const FAN_POLL_S = 5;
const DISK_MB = 512;
const ADMIN = { Authorization: 'users API-Key demo-admin-key', 'Content-Type': 'application/json' };

type Scenario = { name: string; survived: boolean; downS: number; detail: string };
type Doc = Record<string, unknown>;

async function ids(apiUrl: string, collection: string): Promise<string[]> {
  const res = await fetch(`${apiUrl}/api/${collection}?limit=0&depth=0&select[id]=true`);
  const body = (await res.json()) as { docs: Doc[] };
  return body.docs.map((d) => String(d.id));
}

export const faults: BenchSection = {
  name: 'faults',
  needsSite: false,
  run: async ({ apiUrl, workDir, log }) => {
    const started = performance.now();
    const scenarios: Scenario[] = [];
    const only = process.env.FAULTS_ONLY ? new RegExp(process.env.FAULTS_ONLY, 'i') : null;
    const dir = join(workDir, 'faults');
    mkdirSync(dir, { recursive: true });
    // nginx's workers (nobody) must reach the live build: the scratch folders are the owner's only by default.
    for (const d of [workDir, dir]) chmodSync(d, 0o755);
    const rxDir = join(dir, 'rx');
    mkdirSync(rxDir);
    // A full disk for real: the receiver's folder (builds, live pointer, build cache) is a tmpfs of its own, which the
    // disk scenario fills. Mounting needs root (CAP_SYS_ADMIN); without it that scenario is not run, and says so.
    let tmpfs = false;
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m,mode=755`, 'tmpfs', rxDir], { stdio: 'pipe' });
      tmpfs = true;
    } catch (e) {
      log(`no tmpfs for the full-disk scenario (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`);
    }

    const buildCms = await startFaultProxy(apiUrl);
    const liveCms = await startFaultProxy(apiUrl);
    const rxPort = await freePort();
    const nginxControl = benchNginxControl(dir);
    const edgeDir = join(rxDir, 'nginx');
    const rxEnv = {
      REBUILD_WEBHOOK_SECRET: SECRET,
      REBUILD_DIR: rxDir,
      REBUILD_TIMEOUT_S: String(BUILD_LIMIT_S),
      PUBLIC_API_URL: buildCms.url,
      PUBLIC_SITE_URL: 'https://league.example.org',
      // The receiver writes nginx's files, tests and reloads the bench's nginx before each switch, as in production.
      REBUILD_NGINX_DIR: edgeDir,
      ...nginxControl.env,
    };
    let rx: Receiver | null = null;
    let site: RunningNginx | null = null;
    let live: RunningNginx | null = null;
    let poller: SitePoller | null = null;
    let filler: string | null = null;
    const pointer = join(rxDir, 'current');
    try {
      // The first build: the receiver starts with nothing live and builds the season.
      rx = await startReceiver(rxEnv, rxPort);
      const until = Date.now() + 300_000;
      while (!(await rx.status()).live) {
        if (Date.now() > until) throw new Error(`the first build did not go live:\n${rx.logTail()}`);
        await sleep(500);
      }
      site = await startSiteNginx(pointer, { edgeDir });
      nginxControl.add(site);
      const first = readlinkSync(pointer);
      log(`first build live in ${((performance.now() - started) / 1000).toFixed(1)} s`);

      // What every published build must hold: a page for each team, match and news article the CMS has.
      const want = {
        teams: await ids(apiUrl, 'teams'),
        fixture: await ids(apiUrl, 'matches'),
        blogs: await ids(apiUrl, 'blogs'),
      };
      for (const [folder, list] of Object.entries(want)) {
        const built = pageIds(first, folder).length;
        if (built !== list.length)
          throw new Error(`the first build has ${built} ${folder} pages, the CMS ${list.length} documents`);
      }
      const publishes = watchPublishes(pointer, want);
      const player = await pickPlayer(apiUrl);
      const playerPath = `/teams/${player.team}/players/${player.id}`;
      poller = pollSite(site.url, {
        paths: ['/', '/teams', `/fixture/${want.fixture[0]}`, `/blogs/${want.blogs[0]}`, playerPath],
        teamIds: want.teams,
      });

      let edits = 0;
      let lostEdits = 0;
      /** Renames the player through the CMS and sends the CMS's webhook; returns the new name. */
      const edit = async (notify = true): Promise<string> => {
        const name = `Faults Edit ${++edits}`;
        await renamePlayer(apiUrl, player.id, name);
        if (notify)
          await webhook(rx!.url, SECRET, JSON.stringify({ collection: 'players', id: player.id, operation: 'update' }));
        return name;
      };
      const isLive = async (name: string) => {
        try {
          return (await (await fetch(`${site!.url}${playerPath}`)).text()).includes(name);
        } catch {
          return false;
        }
      };
      /** Waits for the edit on the site; counts it lost when it is not there in time. */
      const goesLive = async (name: string): Promise<{ ok: boolean; s: number }> => {
        const t0 = Date.now();
        while (Date.now() - t0 < LIVE_WITHIN_MS) {
          if (await isLive(name)) return { ok: true, s: (Date.now() - t0) / 1000 };
          await sleep(250);
        }
        lostEdits++;
        log(`edit "${name}" not live; the receiver's last lines:\n${rx!.logTail().slice(-3000)}`);
        return { ok: false, s: LIVE_WITHIN_MS / 1000 };
      };
      const lastBuildId = async () => (await rx!.status()).history[0]?.id ?? 0;
      /** Waits for a build after `after` to end; returns it. */
      const nextBuild = async (after: number, withinMs = 180_000) => {
        const t0 = Date.now();
        while (Date.now() - t0 < withinMs) {
          const b = (await rx!.status()).history[0];
          if (b && b.id > after) return b;
          await sleep(200);
        }
        return null;
      };
      /** Runs one scenario: its site downtime and bad publishes are those that happened while it ran. */
      const scenario = async (name: string, body: () => Promise<{ ok: boolean; detail: string }>) => {
        // FAULTS_ONLY=<regular expression>: only the scenarios whose names match run (a quick loop while working on one).
        if (only && !only.test(name)) return;
        // Each scenario starts on a receiver with nothing to do (the last build's record written).
        if (rx) {
          const t = Date.now();
          while (Date.now() - t < 120_000 && (await rx.status().catch(() => null))?.state !== 'idle') await sleep(200);
        }
        const down0 = poller!.downS();
        const bad0 = publishes.bad.length;
        const t0 = performance.now();
        let out: { ok: boolean; detail: string };
        try {
          out = await body();
        } catch (e) {
          out = { ok: false, detail: `error: ${e instanceof Error ? e.message : String(e)}` };
        }
        const downS = poller!.downS() - down0;
        const badHere = publishes.bad.length - bad0;
        const survived = out.ok && downS === 0 && badHere === 0;
        const s = ((performance.now() - t0) / 1000).toFixed(0);
        const detail = `${out.detail}${badHere ? `; ${badHere} bad publish(es)` : ''}${downS ? `; site down ${downS.toFixed(1)} s` : ''}`;
        scenarios.push({ name, survived, downS, detail });
        log(`${survived ? 'survived' : 'NOT SURVIVED'}: ${name} (${s} s): ${detail}`);
      };
      let typicalBuildMs = 5_000;

      // --- The receiver killed by SIGKILL, at a random moment of a build, then of a publish; started again.
      /** The build processes still running 30 s after the receiver died (the watchdog polls every 250 ms, once the
       *  build's event loop runs: a busy machine can delay it). The receiver is started again only after. */
      const orphansAfterKill = async (buildPids: number[]) => {
        const t0 = Date.now();
        let left = buildPids.flatMap((p) => groupMembers(p)).filter(alive);
        while (left.length && Date.now() - t0 < 30_000) {
          await sleep(100);
          left = left.filter(alive);
        }
        return left;
      };
      for (let i = 1; i <= KILLS; i++) {
        await scenario(`receiver killed during a build (${i}/${KILLS})`, async () => {
          const before = await lastBuildId();
          const name = await edit();
          const t0 = Date.now();
          let kids = rx!.builds();
          while (!kids.length && Date.now() - t0 < 30_000) {
            await sleep(20);
            kids = rx!.builds();
          }
          if (!kids.length) return { ok: false, detail: 'no build started' };
          const at = Math.round(Math.random() * typicalBuildMs * 0.8);
          await sleep(at);
          const stillBuilding = rx!.builds().length > 0 && (await lastBuildId()) === before;
          await rx!.kill();
          const orphans = await orphansAfterKill(kids);
          await rx!.restart();
          const seen = await goesLive(name);
          const ok = seen.ok && orphans.length === 0;
          return {
            ok,
            detail: `killed ${at} ms into the build${stillBuilding ? '' : ' (it had ended)'}; ${orphans.length} build process(es) outlived it by 30 s; edit live ${seen.ok ? `${seen.s.toFixed(1)} s after restart` : 'NEVER'}`,
          };
        });
        await scenario(`receiver killed during a publish (${i}/${KILLS})`, async () => {
          const was = readlinkSync(pointer);
          const name = await edit();
          const t0 = Date.now();
          let kids = rx!.builds();
          while (!kids.length && Date.now() - t0 < 30_000) {
            await sleep(10);
            kids = rx!.builds();
          }
          if (!kids.length) return { ok: false, detail: 'no build started' };
          const b0 = Date.now();
          // The build child exits, then the receiver checks the build, switches the pointer, reloads nginx, compares
          // the builds and sweeps old ones: that is the publish, and the kill lands somewhere in it.
          while (rx!.builds().length && Date.now() - b0 < 120_000) await sleep(5);
          typicalBuildMs = Date.now() - b0;
          const at = Math.round(Math.random() * 60);
          await sleep(at);
          const state = (await rx!.status().catch(() => null))?.state ?? '?';
          await rx!.kill();
          const switched = readlinkSync(pointer) !== was;
          const orphans = await orphansAfterKill(kids);
          await rx!.restart();
          const seen = await goesLive(name);
          return {
            ok: seen.ok && orphans.length === 0,
            detail: `killed ${at} ms after the build child ended (receiver ${state}, ${switched ? 'after' : 'before'} the pointer switch); ${orphans.length} build process(es) outlived it by 30 s; edit live ${seen.ok ? `${seen.s.toFixed(1)} s after restart` : 'NEVER'}`,
          };
        });
      }

      // --- The CMS misbehaving while a build reads it.
      const cmsFaults: Array<[FaultMode, string]> = [
        ['500', 'answering 500'],
        ['html', 'answering an HTML page with 200'],
        ['empty', 'answering every list empty'],
        ['truncate', 'cutting half of every list page, its counts kept,'],
        ['reset', 'closing every connection unanswered'],
        ['hang', 'accepting connections and never answering'],
      ];
      for (const [mode, what] of cmsFaults) {
        await scenario(`the CMS ${what} during a build`, async () => {
          const before = await lastBuildId();
          const name = await edit(false);
          buildCms.mode = mode;
          await webhook(rx!.url, SECRET, JSON.stringify({ collection: 'players', id: player.id, operation: 'update' }));
          const failed = await nextBuild(before, (BUILD_LIMIT_S + 60) * 1000);
          buildCms.mode = 'pass';
          const seen = await goesLive(name);
          const refused = failed?.result === 'failure';
          return {
            ok: refused && seen.ok,
            detail: `the build ${refused ? `failed (${(failed.error ?? '').slice(0, 140)})` : failed ? 'SUCCEEDED' : 'never ended'}; edit live ${seen.ok ? `${seen.s.toFixed(1)} s after the CMS recovered` : 'NEVER'}`,
          };
        });
      }
      await scenario('a cacheless Netlify build (netlify build --offline) against a CMS answering empty', () =>
        cachelessNetlifyBuild(apiUrl, dir, log),
      );

      // --- A full disk during a build.
      if (tmpfs) {
        await scenario('a full disk during a build', async () => {
          const before = await lastBuildId();
          const name = await edit(false);
          filler = join(rxDir, 'disk-filler');
          const free = () => {
            const s = statfsSync(rxDir);
            return s.bavail * s.bsize;
          };
          // Fill all but 64 KB: the build's first writes (cache, pages) hit ENOSPC.
          const fd = openSync(filler, 'w');
          const chunk = Buffer.alloc(4 * 2 ** 20);
          try {
            while (free() > 64 * 1024) writeFileSync(fd, chunk.subarray(0, Math.min(chunk.length, free() - 32 * 1024)));
          } catch {
            /* ENOSPC: full */
          }
          closeSync(fd);
          await webhook(rx!.url, SECRET, JSON.stringify({ collection: 'players', id: player.id, operation: 'update' }));
          const failed = await nextBuild(before, (BUILD_LIMIT_S + 60) * 1000);
          rmSync(filler, { force: true });
          filler = null;
          const seen = await goesLive(name);
          const refused = failed?.result === 'failure';
          return {
            ok: refused && seen.ok,
            detail: `tmpfs of ${DISK_MB} MB filled; the build ${refused ? `failed (${(failed.error ?? '').slice(0, 140)})` : failed ? 'SUCCEEDED' : 'never ended'}; edit live ${seen.ok ? `${seen.s.toFixed(1)} s after space came back` : 'NEVER'}`,
          };
        });
      }

      // --- 200 webhooks in a minute.
      await scenario('200 webhooks in a minute', async () => {
        const before = await lastBuildId();
        const name = await edit();
        const statuses = new Map<number, number>();
        const t0 = Date.now();
        for (let i = 0; i < 200; i++) {
          await sleep(Math.max(0, t0 + i * 300 - Date.now()));
          const st = await webhook(
            rx!.url,
            SECRET,
            JSON.stringify({ collection: 'players', id: player.id, operation: 'update', n: i }),
          );
          statuses.set(st, (statuses.get(st) ?? 0) + 1);
        }
        const spentS = (Date.now() - t0) / 1000;
        const seen = await goesLive(name);
        await (async () => {
          while ((await rx!.status()).state !== 'idle') await sleep(300);
        })();
        const builds = (await lastBuildId()) - before;
        const accepted = statuses.get(202) ?? 0;
        return {
          ok: seen.ok && accepted === 200,
          detail: `${accepted} of 200 accepted in ${spentS.toFixed(0)} s; ${builds} builds; edit live ${seen.ok ? 'yes' : 'NEVER'}`,
        };
      });

      // --- A 1 MB webhook body.
      await scenario('a 1 MB webhook body', async () => {
        const name = await edit();
        const big = JSON.stringify({
          collection: 'players',
          id: player.id,
          operation: 'update',
          pad: 'x'.repeat(2 ** 20),
        });
        const status = await webhook(rx!.url, SECRET, big);
        const health = await fetch(`${rx!.url}/health`)
          .then((r) => r.status)
          .catch(() => 0);
        const seen = await goesLive(name);
        return {
          ok: status === 413 && health === 200 && seen.ok,
          detail: `answered ${status || 'nothing'}; receiver health ${health}; edit live ${seen.ok ? 'yes' : 'NEVER'}`,
        };
      });

      // --- A failed nginx reload: no switch, the old build stays live under its own CSP; then the edit goes live.
      await scenario('a failed nginx reload', () =>
        failedReload({ pointer, control: nginxControl, edit, isLive, goesLive, lastBuildId, nextBuild }),
      );
      await poller.stop();
      publishes.stop();
      const siteDownS = poller.downS();
      const badPublishes = publishes.bad.length;
      for (const b of publishes.bad) log(`bad publish: ${b}`);
      for (const f of poller.faults) log(`site fault: ${f}`);
      const published = publishes.count();

      // --- The live cache: 1,000 cache-busting reads a second, then the CMS down for a minute under 1,000 fans.
      live = await startNginx(liveCms.url, { edgeDir });
      nginxControl.add(live);
      const match = String(
        ((await (await fetch(`${apiUrl}/api/matches?limit=1&depth=0&sort=id`)).json()) as { docs: Doc[] }).docs[0]!.id,
      );
      const reads = islandReadUrls(match);
      const perSecond = (times: number[], from: number, to: number) => {
        const buckets = new Map<number, number>();
        for (const t of times)
          if (t >= from && t <= to)
            buckets.set(Math.floor((t - from) / 1000), (buckets.get(Math.floor((t - from) / 1000)) ?? 0) + 1);
        return Math.max(0, ...buckets.values());
      };
      let cmsRps = 0;
      let cmsRpsUnknown = 0;
      await scenario(`${BUSTING_RPS.toLocaleString('en')} cache-busting reads a second through nginx`, async () => {
        // Every read a URL nobody asked before: each island read with an extra parameter, a new value each time.
        const busted = reads.flatMap((base) => [`${base}&x=[<id>]`, `${base.split('?')[0]}?x=[<id>]`]);
        const t0 = Date.now();
        const run = await runFans({
          url: live!.url,
          paths: busted,
          rate: BUSTING_RPS,
          connections: BUSTING_RPS,
          durationS: BUSTING_S,
          uniqueIds: true,
        });
        cmsRps = perSecond(liveCms.times, t0, Date.now());
        // The waves start a tenth of a second apart and each runs BUSTING_S seconds: the rate reached is the answers
        // over that time (run.rps counts the start-up and the last wave's tail too).
        const reached = run.requests / BUSTING_S;
        // A fan's real read still works meanwhile.
        const real = await fetch(`${live!.url}${reads[1]}`).then((r) => r.status);
        return {
          // The load must really have been sent: a client starved by a busy machine proves nothing about the cache.
          ok: cmsRps <= CMS_RPS_BUDGET && real === 200 && reached >= BUSTING_RPS * 0.9,
          detail: `${run.requests} reads (${reached.toFixed(0)}/s${reached < BUSTING_RPS * 0.9 ? ', LOAD NOT REACHED' : ''}); the CMS saw at most ${cmsRps} a second (budget ${CMS_RPS_BUDGET}); a real read answered ${real}`,
        };
      });

      await scenario(
        `${BUSTING_RPS.toLocaleString('en')} reads a second for unknown match ids through nginx`,
        async () => {
          const out = await unknownIds({
            liveUrl: live!.url,
            liveCms,
            match,
            rps: BUSTING_RPS,
            seconds: BUSTING_S,
            perSecond,
          });
          cmsRpsUnknown = out.cmsRps;
          return out;
        },
      );

      await scenario(`the CMS down for ${OUTAGE_S} s with ${FANS.toLocaleString('en')} fans polling`, async () => {
        // The last score before the outage: edited in the CMS, seen by fans once its freshness ran out.
        const score = 40 + Math.floor(Math.random() * 50);
        const res = await fetch(`${apiUrl}/api/matches/${match}`, {
          method: 'PATCH',
          headers: ADMIN,
          body: JSON.stringify({ scoreHome: score }),
        });
        if (!res.ok) return { ok: false, detail: `editing the score answered ${res.status}` };
        const scoreOf = async () => {
          const r = await fetch(`${live!.url}${reads[1]}`);
          return { status: r.status, score: r.ok ? ((await r.json()) as Doc).scoreHome : null };
        };
        const t0 = Date.now();
        while ((await scoreOf()).score !== score && Date.now() - t0 < 15_000) await sleep(500);
        for (const r of reads) await fetch(`${live!.url}${r}`).then((x) => x.arrayBuffer());
        liveCms.mode = 'reset';
        const samples: Array<{ status: number; score: unknown }> = [];
        const sampler = setInterval(
          () =>
            void scoreOf().then(
              (s) => samples.push(s),
              () => samples.push({ status: 0, score: null }),
            ),
          1000,
        );
        const fans = await runFans({
          url: live!.url,
          paths: reads,
          rate: Math.round(FANS / FAN_POLL_S),
          connections: FANS,
          durationS: OUTAGE_S,
        });
        clearInterval(sampler);
        liveCms.mode = 'pass';
        const wrong = samples.filter((s) => s.status !== 200 || s.score !== score).length;
        return {
          ok: fans.errors === 0 && wrong === 0 && samples.length > 0,
          detail: `${fans.requests} reads in ${fans.seconds.toFixed(0)} s, ${fans.errors} not 200; ${samples.length - wrong} of ${samples.length} score checks showed the last score (${score})`,
        };
      });

      // --- The goal-alert sender killed mid fan-out and restarted; string subscription ids (issue 40).
      for (const [name, body] of alertScenarios({ apiUrl, dir, log })) await scenario(name, body);

      const survived = scenarios.filter((s) => s.survived).length;
      const line = `faults: scenarios=${scenarios.length} survived=${survived} site_down_s=${siteDownS.toFixed(1)} bad_publishes=${badPublishes} lost_edits=${lostEdits} cms_rps_busting=${cmsRps} cms_rps_unknown_ids=${cmsRpsUnknown}`;
      log(line);
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      const doc = [
        '## Faults (self-hosted: receiver, nginx, demo API)',
        '',
        'The real receiver (`npm run rebuild-server`, its own process), nginx serving its live symlink',
        '(deploy/nginx-site.conf) and nginx’s live cache (deploy/nginx.conf), in front of the demo API behind fault',
        'proxies (scripts/lib/fault-proxy.ts). Before each fault a player is renamed through the CMS and its webhook sent;',
        `after recovery that edit must be on the site within ${LIVE_WITHIN_MS / 1000} s (lost_edits). A poller reads five pages`,
        'through nginx every 150 ms: any answer not 200, cut short or missing a team counts as down (site_down_s). Every',
        'build the receiver publishes is checked for a page per team, match and news article the CMS has (bad_publishes).',
        `Build time limit ${BUILD_LIMIT_S} s (REBUILD_TIMEOUT_S). The full disk is a ${DISK_MB} MB tmpfs mounted on the`,
        `receiver's folder and filled${tmpfs ? '' : ' (**not run**: mounting needs root)'}. Cache busting: \`?x=N\` and \`&x=N\``,
        'on the islands’ reads, counted where they reach the CMS; fans: one poll per 5 s each, every island read (src/lib/island-reads.ts).',
        `${published} builds published in all. This section took ${minutes} minutes. Figures from a machine busy with other`,
        'work are provisional.',
        '',
        '| scenario | survived | site down s | what happened |',
        '|---|---|---|---|',
        ...scenarios.map(
          (s) =>
            `| ${s.name} | ${s.survived ? 'yes' : '**no**'} | ${s.downS.toFixed(1)} | ${s.detail.replace(/\|/g, '/')} |`,
        ),
        '',
        `\`${line}\``,
      ].join('\n');
      return { doc, line };
    } finally {
      buildCms.mode = 'pass';
      liveCms.mode = 'pass';
      await poller?.stop();
      await rx?.stop().catch(() => {});
      await site?.close();
      await live?.close();
      await buildCms.close();
      await liveCms.close();
      if (filler) rmSync(filler, { force: true });
      if (tmpfs) {
        try {
          execFileSync('umount', ['-l', rxDir], { stdio: 'pipe' });
        } catch {
          /* the bench's workDir removal still empties it */
        }
      }
    }
  },
};
