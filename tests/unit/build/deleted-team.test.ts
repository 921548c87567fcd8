// Issue 25: a team deleted in the CMS leaves no link to a page that does not exist. Real builds on the demo API: a
// cold build, the team deleted over the admin API as an editor would, then the incremental rebuild a webhook starts
// (same cache). The rebuilt site must have no dead internal link anywhere (the walk every seed's suite runs), no
// link to the team or any of its players, no standings row for it, and the matches it played name no team there
// (TBD, not a link), as in a clean build. Builds here rather than in the e2e suite: that suite's one shared build must not lose a team.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { ASTRO_BIN, NODE, ROOT } from '../../../scripts/lib/proc.ts';
import { diffSites } from '../../../server/rebuild/diff.ts';
import { summarise, walkLinks } from '../../e2e/support/links.ts';

const ADMIN = 'deleted-team-test-admin';
const SITE = 'http://127.0.0.1:4321';
const work = mkdtempSync(join(tmpdir(), 'league-deleted-team-'));
let api: RunningServer;
let env: Record<string, string>;

function build(name: string, cache = 'cache'): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, [ASTRO_BIN, 'build', '--outDir', join(work, name)], {
      cwd: ROOT,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        ASTRO_CACHE_DIR: join(work, cache),
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 ? done(stripVTControlCharacters(output)) : fail(new Error(output.slice(-3000))),
    );
  });
}

type Doc = Record<string, unknown> & { id: number };
async function get(path: string): Promise<Doc[]> {
  const res = await fetch(`${api.url}/api${path}`);
  expect(res.ok, path).toBe(true);
  return ((await res.json()) as { docs: Doc[] }).docs;
}

/** Every internal href of the build's HTML pages, with the page that has it. */
function hrefs(dir: string): { page: string; href: string }[] {
  const out: { page: string; href: string }[] = [];
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const page = join(e.parentPath, e.name).slice(dir.length);
    for (const m of readFileSync(join(e.parentPath, e.name), 'utf8').matchAll(/\shref="([^"]*)"/g))
      out.push({ page, href: m[1]! });
  }
  return out;
}

const page = (dir: string, path: string) => readFileSync(join(work, dir, path, 'index.html'), 'utf8');

beforeAll(async () => {
  api = await startServer({ dataDir: join(work, 'api'), adminKey: ADMIN, log: () => {} });
  env = {
    PUBLIC_API_URL: api.url,
    PUBLIC_SITE_URL: SITE,
    LEAGUE_NOW: process.env.LEAGUE_NOW ?? new Date().toISOString(),
  };
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a team deleted in the CMS', () => {
  let teamId = '';
  let teamName = '';
  let playerIds: string[] = [];
  let matchIds: string[] = [];
  /** A link to the team's page or one of its players' pages, in either language. */
  const toTeam = () => new RegExp(`^(?:${SITE})?(?:/ne)?/teams/${teamId}(?:/|$)`);

  it('is linked from the table, its matches and its players before the delete', async () => {
    await build('before');
    const matches = await get('/matches?depth=0&limit=1000');
    teamId = String(matches.find((m) => m.homeTeam !== null)!.homeTeam);
    const [team] = await get(`/teams?depth=0&where[id][equals]=${teamId}`);
    teamName = String(team!.team_name);
    const players = await get(`/players?depth=0&limit=1000`);
    playerIds = players
      .filter((p) => String(p.team) === teamId || (team!.players as number[]).includes(p.id))
      .map((p) => String(p.id));
    matchIds = matches
      .filter((m) => String(m.homeTeam) === teamId || String(m.awayTeam) === teamId)
      .map((m) => String(m.id));
    expect(playerIds.length).toBeGreaterThan(0);
    expect(matchIds.length).toBeGreaterThan(0);
    // The checks below can fail: before the delete these pages do link the team.
    const linking = new Set(
      hrefs(join(work, 'before'))
        .filter((h) => toTeam().test(h.href))
        .map((h) => h.page),
    );
    for (const p of ['/table/index.html', `/fixture/${matchIds[0]}/index.html`]) expect(linking).toContain(p);
    expect(walkLinks(join(work, 'before'), SITE).dead).toEqual([]);
  }, 300_000);

  it('leaves no link to its pages or its players’ after the incremental rebuild', async () => {
    const res = await fetch(`${api.url}/api/teams/${teamId}`, {
      method: 'DELETE',
      headers: { Authorization: `users API-Key ${ADMIN}` },
    });
    expect(res.status).toBe(200);
    const output = await build('after');
    // The rebuild was incremental and saw the delete (not a cold build that would hide a stale store).
    expect(output).toMatch(/teams: incremental sync, fetched \d+, changed \d+, removed 1/);
    const dir = join(work, 'after');
    const walk = walkLinks(dir, SITE);
    expect(walk.links).toBeGreaterThan(1000);
    expect(summarise(walk.dead)).toEqual([]);
    expect(hrefs(dir).filter((h) => toTeam().test(h.href))).toEqual([]);
    for (const id of playerIds) expect(hrefs(dir).filter((h) => h.href.endsWith(`/players/${id}`))).toEqual([]);

    // The table does not list it; each match it played shows the SPEC's missing team, not a stale name or a link.
    expect(page('after', 'table')).not.toContain(teamName);
    expect(page('after', 'ne/table')).not.toContain(teamName);
    for (const id of matchIds) {
      const html = page('after', `fixture/${id}`);
      expect(html, `fixture ${id}`).not.toContain(teamName);
      expect(html, `fixture ${id}`).toContain('TBD');
    }
  }, 300_000);

  it('renders the same site as a clean build after the delete', async () => {
    // The stored matches still carry the team's name (fetched before the delete), a clean build's only its id: the
    // pages must not depend on which.
    await build('clean', 'clean-cache');
    expect(await diffSites(join(work, 'clean'), join(work, 'after'))).toEqual({ added: [], changed: [], removed: [] });
  }, 300_000);
});
