// The demo API with the real seed and the real CLI: a seeded season is served whole, and main.ts starts and stops cleanly.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../scripts/demo-api/collections.ts';
import { getJson, start, tempDir, type TestServer } from './support.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
// Groups are optional (issue 23): the demo season is the SPEC's one league of eight schools, so it has none (the
// nationwide seed fills them: seed.test.ts).
const PUBLIC = [...COLLECTIONS.values()]
  .filter((c) => c.access === 'content' && c.slug !== 'media' && c.slug !== 'groups')
  .map((c) => c.slug);

describe('a seeded database', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start({ seed: true, now: new Date('2025-05-10T05:00:00.000Z') });
  });
  afterAll(() => s.cleanup());

  it.each(PUBLIC)('%s has documents', async (slug) => {
    const r = await getJson(`${s.api}/${slug}?limit=1&depth=0`);
    expect(r.status).toBe(200);
    expect(r.body.totalDocs).toBeGreaterThan(0);
  });

  it('has no groups: the demo season is one table', async () => {
    const r = await getJson(`${s.api}/groups?limit=0`);
    expect(r.status).toBe(200);
    expect(r.body.totalDocs).toBe(0);
  });

  it('serves the media files the documents point at', async () => {
    const team = (await getJson(`${s.api}/teams?limit=1&depth=1`)).body.docs[0];
    expect(team.team_logo.url).toMatch(/^\/api\/media\/file\//);
    const res = await fetch(`${s.url}${team.team_logo.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(team.team_logo.mimeType);
    expect((await res.arrayBuffer()).byteLength).toBe(team.team_logo.filesize);
  });

  it('does not reseed a database that already has documents', async () => {
    const before = (await getJson(`${s.api}/teams?limit=0&depth=0`)).body.docs;
    await s.close();
    const again = await start({ dataDir: s.dataDir, seed: true, now: new Date('2030-01-01T00:00:00.000Z') });
    s = {
      ...again,
      cleanup: async () => {
        await again.close();
        rmSync(again.dataDir, { recursive: true, force: true });
      },
    };
    expect((await getJson(`${again.api}/teams?limit=0&depth=0`)).body.docs).toEqual(before);
  });
});

describe('main.ts', () => {
  it('starts on the given port and data folder, prints its address, and stops on SIGTERM', async () => {
    const dataDir = tempDir();
    const child = spawn(
      process.execPath,
      ['scripts/demo-api/main.ts', '--port', '0', '--data', dataDir, '--reseed', '--seed', 'demo'],
      {
        cwd: ROOT,
        env: { ...process.env, DEMO_ADMIN_KEY: 'cli-key' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const api = await new Promise<string>((ok, fail) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          const m = /Demo league API: (http:\/\/127\.0\.0\.1:\d+\/api)/.exec(out);
          if (m) ok(m[1] as string);
        });
        child.once('exit', (code) => fail(new Error(`exited with ${code}: ${out}`)));
      });
      expect(await getJson(`${api}/health`)).toMatchObject({ status: 200, body: { ok: true } });
      const admin = await getJson(`${api}/contacts`, { headers: { Authorization: 'users API-Key cli-key' } });
      expect(admin.status).toBe(200);
      const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
