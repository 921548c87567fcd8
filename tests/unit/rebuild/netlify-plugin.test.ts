// The Netlify build plugin keeps the content store between builds: saved after a successful build, restored before
// the next one. Netlify's cache utilities are played by a folder with their documented rules (restore does nothing
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
  it('restores the store the previous successful build saved, from ASTRO_CACHE_DIR', async () => {
    const utils = { cache: folderCache(join(work, 'netlify-cache')) };
    const store = join(work, 'site', '.astro-cache');
    process.env.ASTRO_CACHE_DIR = store;
    await onPreBuild({ utils }); // first build: nothing cached, nothing restored
    expect(existsSync(store)).toBe(false);
    mkdirSync(store, { recursive: true });
    writeFileSync(join(store, 'data-store.json'), '{"players":"synced"}');
    await onPostBuild({ utils });
    rmSync(join(work, 'site'), { recursive: true }); // the next build starts from a fresh checkout
    await onPreBuild({ utils });
    expect(readFileSync(join(store, 'data-store.json'), 'utf8')).toBe('{"players":"synced"}');
  });
});
