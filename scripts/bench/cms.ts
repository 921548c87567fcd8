// Bench section "cms" (issue 41): the league's plugin on Payload with Postgres (a throw-away cluster of Debian's
// postgresql, started here). The site's full build on the demo season from Payload and its incremental build after one
// edit, beside the same two builds on the demo API in the same run (budget: Payload's incremental at most 2× the demo
// API's); a goal entered in Payload reaching a push subscriber once; the tickets section's rush against the plugin's
// payment endpoints. Ends with `cms: payload=… build_s=… incremental_s=… rush_double_sold=… rush_paid_without_seat=…
// alert_received=…`.
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite } from '../../server/rebuild/build.ts';
import { startServer } from '../demo-api/server.ts';
import { CMS_DIR, ensureCms } from '../lib/cms.ts';
import { startPostgres } from '../lib/postgres.ts';
import type { BenchSection } from './context.ts';
import { startAlertRig } from './cms-alert.ts';
import { enableApiKey, league, startPayload, type PayloadCms } from './cms-payload.ts';
import { payloadRush, type RushClock } from './cms-rush.ts';
import { startCountingProxy, type Traffic } from './counting-proxy.ts';
import { pickPlayer, renamePlayer } from './player-edit.ts';
import { RUSH_SEATS, type Buyer } from './tickets-buyers.ts';

const RATIO_BUDGET = 2;
type Pair = { fullMs: number; incMs: number; full: Traffic; inc: Traffic; edited: string; sync: string[] };

/** A full build from empty caches, one player renamed through the API, and the incremental build on the same caches. */
async function buildPair(o: {
  label: string;
  apiUrl: string;
  workDir: string;
  rename: (id: string, name: string) => Promise<void>;
  log: (l: string) => void;
}): Promise<Pair> {
  const proxy = await startCountingProxy(o.apiUrl);
  const env = { PUBLIC_API_URL: proxy.url, PUBLIC_SITE_URL: 'http://127.0.0.1:4321' };
  const cacheDir = join(o.workDir, `${o.label}-cache`);
  const build = async (i: number) => {
    proxy.reset();
    const t0 = performance.now();
    const r = await buildSite({ outDir: join(o.workDir, `${o.label}-dist-${i}`), cacheDir, env, log: () => {} });
    if (!r.ok) throw new Error(`cms: ${o.label} build ${i} failed: ${r.error}`);
    return { ms: performance.now() - t0, traffic: proxy.traffic(), changes: r.changes };
  };
  try {
    const full = await build(1);
    o.log(`${o.label}: full build ${(full.ms / 1000).toFixed(1)} s, ${full.traffic.requests} API requests`);
    const player = await pickPlayer(o.apiUrl);
    await o.rename(player.id, `${player.name} Benchedit`);
    const inc = await build(2);
    const sync = inc.changes.filter((l) => !/fetched 0, changed 0, removed 0/.test(l));
    o.log(
      `${o.label}: incremental build after renaming player ${player.id}: ${(inc.ms / 1000).toFixed(1)} s, ` +
        `${inc.traffic.requests} API requests, ${inc.traffic.contentBytes} content bytes`,
    );
    return { fullMs: full.ms, incMs: inc.ms, full: full.traffic, inc: inc.traffic, edited: player.id, sync };
  } finally {
    await proxy.close();
  }
}

const sec = (ms: number) => (ms / 1000).toFixed(1);
const n = (x: number) => Math.round(x).toLocaleString('en-US');

export const cms: BenchSection = {
  name: 'cms',
  needsSite: false,
  async run({ apiUrl, workDir, log }) {
    await ensureCms();
    const version = String(
      JSON.parse(readFileSync(resolve(CMS_DIR, 'node_modules/payload/package.json'), 'utf8')).version,
    );
    const loadBefore = loadavg()[0] ?? 0;
    const pg = await startPostgres(log);
    const clock: RushClock = { ahead: 0, now: () => Date.now() + clock.ahead };
    const buyers: Buyer[] = [];
    const gatewayDir = join(workDir, 'cms-gateway');
    mkdirSync(gatewayDir, { recursive: true });
    // The sandbox gateway and its status check, on the rush's clock: gateway-only, as Fonepay is (it knows the merchant's
    // secret and none of its orders: the merchant's DV vouches for each PRN's amount).
    const gateway = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: gatewayDir,
      seed: false,
      clock: clock.now,
      sweepIntervalMs: 0,
      log: () => {},
      payment: { gatewayOnly: true },
    });
    const alert = await startAlertRig();
    const procs: PayloadCms[] = [];
    try {
      const env = {
        CMS_WEBHOOK_URLS: alert.hookUrl,
        REBUILD_WEBHOOK_SECRET: alert.secret,
        ALERTS_EXTRA_PUSH_ORIGINS: alert.sinkOrigin,
        PUBLIC_SITE_URL: 'http://127.0.0.1:4321',
        FONEPAY_STATUS_API: `${gateway.url}/gateway/api`,
      };
      const database = 'league';
      const start = (name: string) =>
        startPayload({ databaseUri: pg.uri(database), dataDir: join(workDir, `cms-${name}`), env });
      const t0 = performance.now();
      procs.push(await start('a'));
      const bootS = (performance.now() - t0) / 1000;
      log(`Payload ${version} on Postgres: tables pushed, demo season seeded, serving in ${bootS.toFixed(1)} s`);
      const api = procs[0]!.url;
      await enableApiKey(api);

      const demo = await buildPair({
        label: 'demo API',
        apiUrl,
        workDir,
        rename: (id, name) => renamePlayer(apiUrl, id, name),
        log,
      });
      const payload = await buildPair({
        label: 'Payload',
        apiUrl: api,
        workDir,
        rename: async (id, name) => void (await league(api, `/players/${id}`, 'PATCH', { name })),
        log,
      });
      const ratio = payload.incMs / demo.incMs;

      const received = await alert.goalReceived(api, log);

      // A second Payload process on the same database: the rush's buyers are shared between the two.
      procs.push(await start('b'));
      const rush = await payloadRush({
        cms: procs,
        pg,
        database,
        gateway: { url: gateway.url, db: gateway.store.db },
        clock,
        buyers,
        log,
      });
      const line =
        `cms: payload=${version} build_s=${sec(payload.fullMs)} incremental_s=${sec(payload.incMs)} ` +
        `rush_double_sold=${rush.doubleSold} rush_paid_without_seat=${rush.paidWithoutSeat} ` +
        `alert_received=${received ? 'yes' : 'no'}`;
      log(line);
      for (const f of rush.faults) log(`rush fault: ${f}`);
      const row = (what: string, p: Pair) =>
        `| ${what} | ${sec(p.fullMs)} s (${n(p.full.requests)} requests, ${n(p.full.contentBytes)} bytes) | ` +
        `${sec(p.incMs)} s (${n(p.inc.requests)} requests, ${n(p.inc.contentBytes)} bytes) |`;
      const doc = [
        '## League CMS on Payload with Postgres (issue 41)',
        '',
        `The example league CMS (cms/: Payload ${version} with the league's plugin) on ${pg.version}, a throw-away ` +
          "cluster the bench starts (Debian's `postgresql`; tables pushed by Payload on connect), seeded with the demo " +
          `season (${sec(bootS * 1000)} s from start to serving). The site is built against it and against the demo API ` +
          'in the same run: a full build from empty caches, then one player renamed through each REST API and an ' +
          'incremental build on the same caches. Budget: the incremental build from Payload at most ' +
          `${RATIO_BUDGET}× the demo API's.`,
        '',
        '| league API | full build | incremental build after one edit |',
        '|---|---|---|',
        row('demo API (embedded)', demo),
        row('Payload + Postgres', payload),
        '',
        `Incremental build, Payload ÷ demo API: ${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET}): ` +
          `**${ratio <= RATIO_BUDGET ? 'met' : 'over'}**. Sync of Payload's incremental build: ${payload.sync.join('; ') || 'nothing fetched'}. ` +
          "Payload's season is written by the bench seconds before its full build, so the incremental sync also lists " +
          'the documents written within its quiet window (two minutes: a save the date query may have missed) in the ' +
          'collections written that recently: its extra requests; a CMS whose last edits are older asks what the demo ' +
          'API is asked.',
        '',
        `**Ticket rush** (the tickets section's, issue 38: the same seeded buyers and mix, ${RUSH_SEATS} seats) against ` +
          "the plugin's payment endpoints, on two Payload processes sharing the database (alternate buyers go to " +
          "each; the league's cron calls the sweep on one), the sandbox gateway and its status check from a demo API " +
          "of the bench's own, each clock moved a minute at a time. Counted from Postgres afterwards:",
        '',
        '| figure | value |',
        '|---|---|',
        `| buyers, seats | ${n(rush.buyers)}, ${RUSH_SEATS} |`,
        `| seats sold (issued numbers for the day) | ${rush.sold} of ${RUSH_SEATS} |`,
        `| seats sold twice (a number sold to two buyers, or a ticket past the ${RUSH_SEATS} seats) | ${rush.doubleSold} |`,
        `| paid within the hold, no seat | ${rush.paidWithoutSeat} |`,
        `| paid after the hold lapsed, no seat left (\`paid_unbooked\`) | ${rush.paidUnbooked} |`,
        `| paid, neither booked nor \`paid_unbooked\` | ${rush.lostReturns} |`,
        `| holds released by the sweep | ${rush.released} |`,
        `| verify calls: p50 / p95 | ${rush.p50} / ${rush.p95} ms (${n(rush.verifyCalls)} calls) |`,
        `| virtual minutes, wall time | ${rush.minutes} min, ${rush.wallS.toFixed(1)} s |`,
        `| other faults | ${rush.faults.join('; ') || 'none'} |`,
        '',
        `**Goal alert**: a push subscription made through the plugin's REST route to a local push sink, a running ` +
          'match and a goal entered in Payload, the signed webhook to a receiver handing it to the real alert sender ' +
          '(server/alerts/sender.ts, reading Payload with an API key), the same webhook sent again: ' +
          `${received ? 'the goal reached the fan exactly once' : '**the goal did not reach the fan exactly once**'}.`,
        '',
        `Load (1 min) ${loadBefore.toFixed(1)} when the section started, ${(loadavg()[0] ?? 0).toFixed(1)} at its end.`,
        '',
        '```',
        line,
        '```',
      ].join('\n');
      const broken = [
        ...rush.faults,
        !received && 'the goal alert did not arrive exactly once',
        ratio > RATIO_BUDGET && `incremental build from Payload ${ratio.toFixed(2)}× the demo API's`,
      ].filter((f): f is string => typeof f === 'string');
      if (broken.length) log(`cms: over budget or broken: ${broken.join('; ')}`);
      return { doc, line };
    } catch (e) {
      for (const p of procs) log(`Payload output: ${p.output().slice(-1500)}`);
      throw e;
    } finally {
      for (const p of procs) await p.stop();
      await alert.close();
      await gateway.close();
      await pg.stop();
    }
  },
};
