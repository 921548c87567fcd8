// A real build on the demo API with one crest missing from its media folder: the build succeeds, that team shows the
// default crest, every processed image a page names is in the site, and a second build encodes nothing again.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_BIN, freePort, NODE, ROOT, start, stop, waitForUrl } from '../../../scripts/lib/proc.ts';

const work = mkdtempSync(join(tmpdir(), 'league-img-build-'));
const dataDir = join(work, 'data');
let api: ReturnType<typeof start>;
let apiUrl = '';

function build(outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(NODE, [ASTRO_BIN, 'build', '--outDir', outDir], {
      cwd: ROOT,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        PUBLIC_API_URL: apiUrl,
        ASTRO_CACHE_DIR: join(work, 'cache'),
      },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // Astro's logger colours its prefixes when the environment asks for colour (CI may): compare plain text.
    child.on('exit', (code) => done({ code, output: stripVTControlCharacters(output) }));
  });
}

beforeAll(async () => {
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = start(NODE, ['scripts/demo-api/main.ts', '--port', String(port), '--data', dataDir, '--reseed'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForUrl(`${apiUrl}/api/health`);
});
afterAll(async () => {
  await stop(api);
  rmSync(work, { recursive: true, force: true });
});

describe('images in a real build', () => {
  it('a crest the API cannot serve becomes the default crest; the build still succeeds', async () => {
    const team = (await (await fetch(`${apiUrl}/api/teams/1?depth=1`)).json()) as { team_logo: { filename: string } };
    const file = team.team_logo.filename;
    rmSync(join(dataDir, 'media', file));
    const first = await build(join(work, 'dist-1'));
    expect(first.code, first.output.slice(-2000)).toBe(0);
    expect(first.output).toContain(
      `[images] ${apiUrl}/api/media/file/${file}: HTTP 404; the default image is shown instead`,
    );
    const html = readFileSync(join(work, 'dist-1', 'teams', '1', 'index.html'), 'utf8');
    expect(html).toMatch(/<img src="\/images\/default-team\.svg"[^>]*width="120" height="120"/);
    // (The og:image meta still names the API's file: sharing previews are fetched by the social sites, not shown here.)
    expect(html).not.toMatch(/<img[^>]*\/api\/media\//);
    // Every processed image any page names is in the site.
    const other = readFileSync(join(work, 'dist-1', 'teams', '2', 'index.html'), 'utf8');
    const names = [...other.matchAll(/\/_astro\/img\/[\w.-]+\.webp/g)].map((m) => m[0]);
    expect(names.length).toBeGreaterThan(5);
    for (const n of names) expect(existsSync(join(work, 'dist-1', n)), n).toBe(true);
    expect(first.output).toMatch(
      /\[league-images\] \d+ processed images linked into the site; [1-9]\d* encoded, 0 reused/,
    );
  }, 240_000);

  it('a second build with the same cache encodes nothing and gives the same pages', async () => {
    const second = await build(join(work, 'dist-2'));
    expect(second.code, second.output.slice(-2000)).toBe(0);
    expect(second.output).toMatch(
      /\[league-images\] (\d+) processed images linked into the site; 0 encoded, [1-9]\d* reused from the cache/,
    );
    // Pages without build-time clock values (home's countdown is computed at build time) are byte-identical.
    for (const page of ['teams/index.html', 'teams/2/index.html', 'table/index.html']) {
      expect(readFileSync(join(work, 'dist-2', page), 'utf8'), page).toBe(
        readFileSync(join(work, 'dist-1', page), 'utf8'),
      );
    }
  }, 240_000);
});
