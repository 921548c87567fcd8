// Match day at national scale: a steady crowd of 5,000 fans polling the live islands, and a kickoff burst of 5,000 fans
// opening home within 10 s; each once straight at the demo API and once through nginx running deploy/nginx.conf. It
// counts what reaches the CMS, the fans' p95 and errors, and the time from a score edited in the CMS to a fan having it.
import { LIVE_CACHE } from '../../src/lib/api/live-cache.ts';
import {
  activationQuery,
  eventsQuery,
  LIVE_REFRESH_MS,
  MATCH_QUERY,
  OPEN_MATCHES_QUERY,
} from '../../src/lib/api/live-reads.ts';
import { queryString } from '../../src/lib/api/query-string.ts';
import { TICKETS } from '../../src/lib/league/tickets.ts';
import { ensureNginx, startNginx } from '../lib/nginx.ts';
import type { BenchSection } from './context.ts';
import { runFans, type FanLoad, type FanRun } from './fans.ts';

const FANS = 5000;
const ADMIN = { Authorization: 'users API-Key demo-admin-key' };
/** Where a match-day crowd is: most on the match centre (match + events), some on home, a few booking seats. */
const MIX = { match: 0.6, home: 0.3, bookSeat: 0.1 };
const perMinute = (refreshMs: number) => 60_000 / refreshMs;
/** The cache freshness of the reads the probe follows, and the islands' refresh: the freshness budget is their sum. */
const FRESHNESS_BUDGET_S = LIVE_CACHE.find((r) => r.collection === 'matches')!.freshS + LIVE_REFRESH_MS.match / 1000;
const BUDGET = { cmsRps: 5, p95Ms: 50 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Doc = { id: number | string; status?: string; scoreHome?: number | null };

type Scenario = {
  name: string;
  what: string;
  load: (url: string) => FanLoad;
  probe: string;
  read: (body: unknown) => number | null | undefined;
};
type Outcome = {
  scenario: Scenario;
  direct: FanRun;
  cached: FanRun;
  cmsDirect: number;
  cmsCached: number;
  freshnessS: number;
};

async function cmsGets(api: string): Promise<number> {
  const stats = (await (await fetch(`${api}/demo/stats`, { headers: ADMIN })).json()) as {
    byMethod: Record<string, number>;
  };
  return stats.byMethod.GET ?? 0;
}

/** Waits until the CMS has answered everything sent to it (nothing new for a second), at most 20 s. */
async function settle(api: string): Promise<void> {
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const now = await cmsGets(api);
    if (now === last) return;
    last = now;
    await sleep(1000);
  }
}

/** Fans' load with the CMS's GETs counted over it (requests that reached the CMS per second), and `during` alongside. */
async function counted(
  api: string,
  run: () => Promise<FanRun>,
  during?: () => Promise<number>,
): Promise<{ fans: FanRun; cmsRps: number; side: number }> {
  await settle(api);
  const before = await cmsGets(api);
  const side = during?.();
  const fans = await run();
  const sideResult = (await side) ?? 0;
  await settle(api);
  return { fans, cmsRps: ((await cmsGets(api)) - before) / fans.seconds, side: sideResult };
}

/** Edits the score in the CMS (the demo API's admin path) and polls through the cache until a fan would see it. */
async function freshness(api: string, cacheUrl: string, s: Scenario, id: string, score: number): Promise<number> {
  const res = await fetch(`${api}/api/matches/${id}`, {
    method: 'PATCH',
    headers: { ...ADMIN, 'Content-Type': 'application/json' },
    body: JSON.stringify({ scoreHome: score }),
  });
  if (!res.ok) throw new Error(`editing match ${id} answered ${res.status}`);
  const t0 = performance.now();
  while (performance.now() - t0 < 120_000) {
    const body: unknown = await (
      await fetch(`${cacheUrl}${s.probe}`, { headers: { Accept: 'application/json' } })
    )
      .json()
      .catch(() => null);
    if (s.read(body) === score) return (performance.now() - t0) / 1000;
    await sleep(100);
  }
  return Infinity;
}

function scenarios(match: Doc): Scenario[] {
  const id = String(match.id);
  const home = `/api/matches${queryString(OPEN_MATCHES_QUERY)}`;
  const one = `/api/matches/${id}${queryString(MATCH_QUERY)}`;
  const events = `/api/match-events${queryString(eventsQuery(id))}`;
  const activation = `/api/activate-ticket${queryString(activationQuery(TICKETS.queryLimit))}`;
  // The islands' requests in proportion (6 : 6 : 3 : 1 for the mix above), interleaved.
  const mixed = [
    one,
    events,
    home,
    activation,
    one,
    events,
    home,
    one,
    events,
    home,
    one,
    events,
    one,
    events,
    one,
    events,
  ];
  const rate = Math.round(
    (FANS *
      (MIX.match * (perMinute(LIVE_REFRESH_MS.match) + perMinute(LIVE_REFRESH_MS.events)) +
        MIX.home * perMinute(LIVE_REFRESH_MS.homeMatches) +
        MIX.bookSeat * perMinute(LIVE_REFRESH_MS.activation))) /
      60,
  );
  const inList = (body: unknown) =>
    ((body as { docs?: Doc[] } | null)?.docs ?? []).find((d) => String(d.id) === id)?.scoreHome;
  return [
    {
      name: 'steady',
      what: `${FANS} fans polling (60 % match centre, 30 % home, 10 % /book-seat) at the islands' intervals: ${rate} requests/s for 20 s`,
      load: (url) => ({ url, paths: mixed, rate, connections: rate, durationS: 20 }),
      probe: one,
      read: (b) => (b as Doc | null)?.scoreHome,
    },
    {
      name: 'kickoff',
      what: `${FANS} fans opening home within 10 s (500 requests/s), a cold cache`,
      load: (url) => ({ url, paths: [home], rate: 500, connections: 500, amount: FANS }),
      probe: home,
      read: inList,
    },
  ];
}

export const matchday: BenchSection = {
  name: 'matchday',
  needsSite: false,
  run: async ({ apiUrl: api, log }) => {
    await ensureNginx(log);
    const open = (await (await fetch(`${api}/api/matches${queryString(OPEN_MATCHES_QUERY)}`)).json()) as {
      docs: Doc[];
    };
    const match = open.docs.find((d) => d.status === 'running') ?? open.docs[0];
    if (!match) throw new Error('the demo season has no open match to watch');
    let score = (match.scoreHome ?? 0) + 10;
    const outcomes: Outcome[] = [];
    for (const s of scenarios(match)) {
      const direct = await counted(api, () => runFans(s.load(api)));
      log(
        `${s.name} direct: ${direct.fans.requests} requests, ${direct.fans.rps.toFixed(0)}/s, CMS ${direct.cmsRps.toFixed(1)}/s, p95 ${direct.fans.p95Ms.toFixed(0)} ms, errors ${direct.fans.errors}`,
      );
      const nginx = await startNginx(api);
      try {
        // The score changes in the CMS 2 s into the load, while the fans keep asking through the cache.
        const next = ++score;
        const cached = await counted(
          api,
          () => runFans(s.load(nginx.url)),
          () => sleep(2000).then(() => freshness(api, nginx.url, s, String(match.id), next)),
        );
        const freshnessS = cached.side;
        log(
          `${s.name} cached: ${cached.fans.requests} requests, ${cached.fans.rps.toFixed(0)}/s, CMS ${cached.cmsRps.toFixed(2)}/s, p95 ${cached.fans.p95Ms.toFixed(0)} ms, errors ${cached.fans.errors}, freshness ${freshnessS.toFixed(1)} s`,
        );
        outcomes.push({
          scenario: s,
          direct: direct.fans,
          cached: cached.fans,
          cmsDirect: direct.cmsRps,
          cmsCached: cached.cmsRps,
          freshnessS,
        });
      } finally {
        await nginx.close();
      }
    }
    for (const o of outcomes) {
      console.log(
        `matchday ${o.scenario.name}: fans=${FANS} cms_rps_direct=${o.cmsDirect.toFixed(1)} cms_rps_cached=${o.cmsCached.toFixed(2)} fan_p95_ms=${o.cached.p95Ms.toFixed(1)} errors=${o.cached.errors} freshness_s=${o.freshnessS.toFixed(1)}`,
      );
    }
    return report(outcomes);
  },
};

function verdict(o: Outcome): string {
  const over = [
    o.cmsCached > BUDGET.cmsRps && 'CMS req/s',
    o.cached.p95Ms > BUDGET.p95Ms && 'p95',
    o.cached.errors > 0 && 'errors',
    o.freshnessS > FRESHNESS_BUDGET_S && 'freshness',
  ].filter(Boolean);
  return over.length ? `**over: ${over.join(', ')}**` : 'met';
}

function report(outcomes: Outcome[]): string {
  return [
    '## Match day (5,000 fans, live reads through nginx)',
    '',
    `Budgets through the cache (deploy/nginx.conf): the CMS sees at most ${BUDGET.cmsRps} requests/s whatever the number of fans; fans' p95 at most ${BUDGET.p95Ms} ms with no errors; a score edited in the CMS reaches a fan within ${FRESHNESS_BUDGET_S} s (the live match's freshness, 5 s, plus one refresh of the islands, 60 s).`,
    "Fans are autocannon connections asking the islands' exact URLs (src/lib/api/live-reads.ts); the CMS is the demo API, counting what reaches it. Freshness is measured by a fan asking every 100 ms through the cache; a fan polling every 60 s has it at his next refresh at the latest.",
    '',
    '| scenario | load | CMS req/s direct | CMS req/s through nginx | fan p95 ms direct / cached | errors direct / cached | freshness s | budget |',
    '|---|---|---|---|---|---|---|---|',
    ...outcomes.map(
      (o) =>
        `| ${o.scenario.name} | ${o.scenario.what} | ${o.cmsDirect.toFixed(1)} | ${o.cmsCached.toFixed(2)} | ${o.direct.p95Ms.toFixed(0)} / ${o.cached.p95Ms.toFixed(1)} | ${o.direct.errors} / ${o.cached.errors} | ${o.freshnessS.toFixed(1)} | ${verdict(o)} |`,
    ),
  ].join('\n');
}
