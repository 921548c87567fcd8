// The Netlify build plugin keeps the build cache between builds (content store, encoded images, Astro's page cache and
// the pages' facts): saved after a successful build, restored before the next one. Netlify's cache utilities are played by a folder with their documented rules (restore does nothing
// when the path exists locally or was never cached; save copies the path).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { onPostBuild, onPreBuild } from '../../../netlify/plugins/content-store/index.js';

const work = mkdtempSync(join(tmpdir(), 'league-netlify-'));
const saved = process.env.ASTRO_CACHE_DIR;
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => {
  if (saved === undefined) delete process.env.ASTRO_CACHE_DIR;
  else process.env.ASTRO_CACHE_DIR = saved;
});

function folderCache(root: string) {
  const at = (p: string) => join(root, resolve(p).replace(/[/\\:]/g, '_'));
  return {
    restore: async (p: string) => {
      if (existsSync(p) || !existsSync(at(p))) return false;
      cpSync(at(p), p, { recursive: true });
      return true;
    },
    save: async (p: string) => {
      if (!existsSync(p)) return false;
      rmSync(at(p), { recursive: true, force: true });
      cpSync(p, at(p), { recursive: true });
      return true;
    },
  };
}

describe('content-store build plugin', () => {
  it('restores what the previous successful build saved in ASTRO_CACHE_DIR: store, images, page cache, facts', async () => {
    const utils = { cache: folderCache(join(work, 'netlify-cache')) };
    const store = join(work, 'site', '.astro-cache');
    process.env.ASTRO_CACHE_DIR = store;
    await onPreBuild({ utils }); // first build: nothing cached, nothing restored
    expect(existsSync(store)).toBe(false);
    // What a build leaves there (file names as the build writes them).
    const kept: Record<string, string> = {
      'data-store.json': '{"players":"synced"}',
      'league-images/out/0123456789ab-120x120-pad78.webp': 'webp',
      'league-images/id': 'cache-id',
      'incremental-build.json': '{"version":1}',
      'dist/teams/1/index.html': '<html></html>',
      'league-page-facts.json': '{"version":1}',
    };
    for (const [f, text] of Object.entries(kept)) {
      mkdirSync(join(store, f, '..'), { recursive: true });
      writeFileSync(join(store, f), text);
    }
    await onPostBuild({ utils });
    rmSync(join(work, 'site'), { recursive: true }); // the next build starts from a fresh checkout
    await onPreBuild({ utils });
    for (const [f, text] of Object.entries(kept)) expect(readFileSync(join(store, f), 'utf8'), f).toBe(text);
  });
});
