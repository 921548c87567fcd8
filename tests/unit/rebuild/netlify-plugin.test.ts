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
  delete process.env.LEAGUE_ALLOW_EMPTY;
});

/** Where the plugin keeps the last page count, in the cache folder. */
const PAGE_COUNT_FILE = 'league-page-count.json';

/** Netlify's failBuild stops the build: played by a throw. */
const build = {
  failBuild: (message: string) => {
    throw new Error(message);
  },
};

/** A publish folder of `n` pages. */
function site(folder: string, n: number): string {
  rmSync(folder, { recursive: true, force: true });
  for (let i = 0; i < n; i++) {
    mkdirSync(join(folder, 'teams', String(i)), { recursive: true });
    writeFileSync(join(folder, 'teams', String(i), 'index.html'), '<html></html>');
  }
  return folder;
}

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
    const utils = { cache: folderCache(join(work, 'netlify-cache')), build };
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

  it("refuses a build that lost most of the last published one's pages: the count kept in the cache, nothing saved", async () => {
    const utils = { cache: folderCache(join(work, 'shrink-cache')), build };
    const store = join(work, 'shrink', '.astro-cache');
    process.env.ASTRO_CACHE_DIR = store;
    const publish = join(work, 'shrink', 'dist');
    await onPreBuild({ utils });
    await onPostBuild({ utils, constants: { PUBLISH_DIR: site(publish, 40) } });
    expect(JSON.parse(readFileSync(join(store, PAGE_COUNT_FILE), 'utf8'))).toEqual({ pages: 40 });
    rmSync(join(work, 'shrink'), { recursive: true });
    await onPreBuild({ utils }); // the next build, from a fresh checkout: the count comes back with the cache
    await expect(onPostBuild({ utils, constants: { PUBLISH_DIR: site(publish, 12) } })).rejects.toThrow(
      'League: the build has 12 pages, the live site 40: not published (content lost without a confirmed deletion). The live site stays',
    );
    rmSync(join(work, 'shrink'), { recursive: true });
    await onPreBuild({ utils });
    expect(JSON.parse(readFileSync(join(store, PAGE_COUNT_FILE), 'utf8'))).toEqual({ pages: 40 });
    // An ordinary edit passes; an operator's LEAGUE_ALLOW_EMPTY lets a real mass deletion through once.
    await onPostBuild({ utils, constants: { PUBLISH_DIR: site(publish, 38) } });
    process.env.LEAGUE_ALLOW_EMPTY = '1';
    await onPostBuild({ utils, constants: { PUBLISH_DIR: site(publish, 5) } });
    expect(JSON.parse(readFileSync(join(store, PAGE_COUNT_FILE), 'utf8'))).toEqual({ pages: 5 });
  });
});
