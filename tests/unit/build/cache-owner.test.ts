// A build cache made against another CMS is never reused: astro.config.mjs claims ASTRO_CACHE_DIR for PUBLIC_API_URL
// before a build (src/lib/cache-owner.ts), on the real file system.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimCache, OWNER_FILE } from '../../../src/lib/cache-owner.ts';

const work = mkdtempSync(join(tmpdir(), 'cache-owner-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function fill(dir: string) {
  mkdirSync(join(dir, 'league-images', 'out'), { recursive: true });
  writeFileSync(join(dir, 'data-store.json'), '{"media":"https://old-cms.example/api/media/file/a.png"}');
  writeFileSync(join(dir, 'league-images', 'out', 'a.webp'), 'img');
}

describe('claimCache', () => {
  it('keeps the cache of the same CMS (a trailing slash is the same CMS)', () => {
    const dir = join(work, 'same');
    fill(dir);
    claimCache(dir, 'https://cms.example.org');
    fill(dir);
    expect(claimCache(dir, 'https://cms.example.org/')).toBe(false);
    expect(existsSync(join(dir, 'data-store.json'))).toBe(true);
  });

  it('empties a cache made against another CMS, and marks it for the new one', () => {
    const dir = join(work, 'other');
    fill(dir);
    claimCache(dir, 'https://old-cms.example');
    fill(dir);
    expect(claimCache(dir, 'https://new-cms.example')).toBe(true);
    expect(existsSync(join(dir, 'data-store.json'))).toBe(false);
    expect(existsSync(join(dir, 'league-images'))).toBe(false);
    expect(readFileSync(join(dir, OWNER_FILE), 'utf8').trim()).toBe('https://new-cms.example');
  });

  it('empties a cache of unknown origin (made before caches were marked)', () => {
    const dir = join(work, 'unmarked');
    fill(dir);
    expect(claimCache(dir, 'https://cms.example.org')).toBe(true);
    expect(existsSync(join(dir, 'data-store.json'))).toBe(false);
  });

  it('astro.config.mjs claims the build cache for PUBLIC_API_URL', () => {
    const config = readFileSync(join(__dirname, '../../../astro.config.mjs'), 'utf8');
    expect(config).toMatch(/claimCache\(cacheDir, endpoints\(process\.env\)\.apiHost\)/);
  });
});
