// With the league API down, the build fails with one clear line naming the URL and the failure class, and writes no site.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ASTRO_BIN, freePort, NODE, ROOT } from '../../../scripts/lib/proc.ts';

const work = mkdtempSync(join(tmpdir(), 'league-down-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('build with the API down', () => {
  it('fails naming the URL and "fetch error", leaving no output folder', async () => {
    const port = await freePort(); // nothing listens there
    const outDir = join(work, 'dist');
    const res = spawnSync(NODE, [ASTRO_BIN, 'build', '--outDir', outDir], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        PUBLIC_API_URL: `http://127.0.0.1:${port}`,
        ASTRO_CACHE_DIR: join(work, 'cache'),
      },
    });
    expect(res.status).not.toBe(0);
    const output = `${res.stdout}\n${res.stderr}`;
    expect(output).toMatch(
      new RegExp(`League API: fetch error \\(API unreachable\\) for http://127\\.0\\.0\\.1:${port}/api/\\w+`),
    );
    expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    expect(existsSync(join(outDir, 'teams'))).toBe(false);
  }, 150_000);
});
