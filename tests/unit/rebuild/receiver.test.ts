// The self-hosted receiver end to end: the demo API's admin path sends signed webhooks to a real receiver, which builds
// the real site incrementally and serves it. Slow (several Astro builds), so the cases share one API and one receiver.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { freePort } from '../../../scripts/lib/proc.ts';
import { startStaticServer, type StaticServer } from '../../../scripts/serve.ts';
import { startRebuildServer } from '../../../server/rebuild/receiver.ts';
import { buildSite } from '../../../server/rebuild/build.ts';
import { diffSites } from '../../../server/rebuild/diff.ts';
import { sign } from '../../../server/webhook.ts';
import type { BuildRecord } from '../../../server/rebuild/rebuilder.ts';
import { nepalDay } from '../../../src/lib/format/base.ts';

const SECRET = 'receiver-test-secret';
const ADMIN_KEY = 'receiver-test-admin';
const work = mkdtempSync(join(tmpdir(), 'league-receiver-'));
const logs: string[] = [];
let api: RunningServer;
let rx: Awaited<ReturnType<typeof startRebuildServer>>;
/** The live pointer served as nginx serves it in production (following the symlink on every request). */
let site: StaticServer;
let buildEnv: Record<string, string>;
/** The player page the edit case changed, and the name it gave him. */
let edited = { path: '', name: 'Edited Through Webhook' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => String(Math.floor(Date.now() / 1000));

async function status(): Promise<{
  state: string;
  queued: number;
  lastBuild: BuildRecord | null;
  history: BuildRecord[];
}> {
  return (await fetch(`${rx.url}/status`)).json() as Promise<never>;
}

/** Waits until the receiver has recorded `count` builds in all and has nothing left to do. */
async function settled(count: number): Promise<BuildRecord[]> {
  for (;;) {
    const s = await status();
    if (s.history.length >= count && s.state === 'idle' && s.queued === 0) return s.history;
    await sleep(200);
  }
}

function post(body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${rx.url}/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

const signed = (body: string, ts = now(), secret = SECRET) =>
  post(body, { 'X-Webhook-Timestamp': ts, 'X-Webhook-Signature': sign(secret, ts, body) });

beforeAll(async () => {
  const rxPort = await freePort();
  api = await startServer({
    dataDir: join(work, 'api'),
    adminKey: ADMIN_KEY,
    log: () => {},
    webhookUrl: `http://127.0.0.1:${rxPort}/webhook`,
    webhookSecret: SECRET,
  });
  buildEnv = { PUBLIC_API_URL: api.url, PUBLIC_SITE_URL: 'http://127.0.0.1:4321' };
  rx = await startRebuildServer({
    secret: SECRET,
    port: rxPort,
    workDir: join(work, 'rx'),
    buildEnv,
    retryBaseMs: 600_000,
    log: (l) => logs.push(l),
  });
  site = await startStaticServer({ root: rx.pointer, port: 0 });
  const [first] = await settled(1);
  expect(first).toMatchObject({ result: 'success', reasons: ['initial build'] });
}, 600_000);

afterAll(async () => {
  await rx?.close();
  await site?.close();
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('rebuild receiver', () => {
  it('refuses unsigned, wrongly signed and stale webhooks with 401 and starts no build', async () => {
    const before = (await status()).history.length;
    const body = JSON.stringify({ collection: 'players', id: 1, operation: 'update' });
    const stale = String(Math.floor(Date.now() / 1000) - 301);
    const answers = await Promise.all([
      post(body, { 'X-Webhook-Timestamp': now() }),
      signed(body, now(), 'not-the-secret'),
      signed(body, stale),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401]);
    await sleep(2000); // longer than the receiver's 1.5 s debounce: a build would have started
    const s = await status();
    expect({ state: s.state, queued: s.queued, builds: s.history.length }).toEqual({
      state: 'idle',
      queued: 0,
      builds: before,
    });
    expect(logs.filter((l) => l.startsWith('webhook refused:'))).toEqual(
      expect.arrayContaining([
        'webhook refused: missing signature',
        'webhook refused: bad signature',
        'webhook refused: stale timestamp',
      ]),
    );
  });

  it('an edit through the admin path posts a signed webhook, and the build that follows serves the edited content', async () => {
    const before = (await status()).history.length;
    const list = (await (
      await fetch(`${api.url}/api/players?depth=0&limit=1&where[position][equals]=defender`)
    ).json()) as { docs: Array<{ id: number; team: number }> };
    const { id, team } = list.docs[0]!;
    const res = await fetch(`${api.url}/api/players/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `users API-Key ${ADMIN_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: edited.name }),
    });
    expect(res.status).toBe(200);
    const [build] = await settled(before + 1);
    expect(build).toMatchObject({ result: 'success', reasons: [`players ${id} update`] });
    expect(build!.changes).toContain('players: incremental sync, fetched 1, changed 1, removed 0');
    expect(build!.files?.paths).toContain(`teams/${team}/players/${id}/index.html`);
    edited = { ...edited, path: `/teams/${team}/players/${id}` };
    const page = await fetch(`${site.url}${edited.path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(edited.name);
  }, 600_000);

  it('a deleted article leaves the served site with the next build', async () => {
    const before = (await status()).history.length;
    const list = (await (await fetch(`${api.url}/api/blogs?depth=0&limit=1`)).json()) as {
      docs: Array<{ id: number }>;
    };
    const id = list.docs[0]!.id;
    expect((await fetch(`${site.url}/blogs/${id}`)).status).toBe(200);
    const res = await fetch(`${api.url}/api/blogs/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `users API-Key ${ADMIN_KEY}` },
    });
    expect(res.status).toBe(200);
    const [build] = await settled(before + 1);
    expect(build).toMatchObject({ result: 'success', reasons: [`blogs ${id} delete`] });
    expect(build!.changes).toContain('news: incremental sync, fetched 0, changed 0, removed 1');
    expect(build!.files?.paths).toContain(`blogs/${id}/index.html`);
    expect((await fetch(`${site.url}/blogs/${id}`)).status).toBe(404);
  }, 600_000);

  it('20 webhooks in 2 seconds make at most 2 builds', async () => {
    const before = (await status()).history.length;
    for (let i = 0; i < 20; i++) {
      expect((await signed(JSON.stringify({ collection: 'blogs', id: i + 1, operation: 'update' }))).status).toBe(202);
      await sleep(100);
    }
    const history = await settled(before + 1);
    const burst = history.slice(0, history.length - before);
    expect(burst.length).toBeGreaterThanOrEqual(1);
    expect(burst.length).toBeLessThanOrEqual(2);
    expect(burst.flatMap((b) => b.reasons)).toHaveLength(20);
    expect(burst.every((b) => b.result === 'success')).toBe(true);
  }, 600_000);

  it('two builds of the same content are byte-identical: a full build from an empty store equals the live incremental one', async () => {
    // Pages render against the build's Nepal day; should midnight in Nepal fall between the two builds, both are redone.
    for (let attempt = 1; ; attempt++) {
      const live = (await status()).lastBuild!;
      const fresh = join(work, `fresh-${attempt}`);
      const result = await buildSite({
        outDir: fresh,
        cacheDir: join(work, `fresh-cache-${attempt}`),
        env: buildEnv,
        log: () => {},
      });
      expect(result).toMatchObject({ ok: true });
      expect(result.changes.every((l) => l.includes(': full sync,'))).toBe(true);
      const days = new Set([live.startedAt, live.finishedAt, new Date().toISOString()].map((t) => nepalDay(t)));
      if (days.size > 1 && attempt < 3) {
        rx.rebuilder.request('new day in Nepal');
        await rx.rebuilder.idle();
        continue;
      }
      expect(await diffSites(rx.liveDir(), fresh)).toEqual({ added: [], changed: [], removed: [] });
      return;
    }
  }, 600_000);

  it('a build that fails because the API is down leaves the previous site served, and /status says why', async () => {
    const before = (await status()).history.length;
    await api.close();
    expect((await signed(JSON.stringify({ collection: 'teams', id: 1, operation: 'update' }))).status).toBe(202);
    let s = await status();
    while (s.history.length === before) {
      await sleep(200);
      s = await status();
    }
    expect(s.lastBuild).toMatchObject({ result: 'failure', files: null });
    expect(s.lastBuild!.error).toMatch(
      /^League API: fetch error \(API unreachable\) for http:\/\/127\.0\.0\.1:\d+\/api\//,
    );
    expect(s.state).toBe('waiting'); // the retry, with backoff
    expect(logs.some((l) => /FAILED .*live site unchanged; retry in \d+ s/.test(l))).toBe(true);
    const page = await fetch(`${site.url}${edited.path}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(edited.name);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  }, 600_000);
});
