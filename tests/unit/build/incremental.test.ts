// Incremental builds change nothing about the result. Real builds on the demo API: the _headers the build writes from
// the facts noted while pages render equal those of the full walk over the same dist (the reference implementation,
// writeSecurityHeaders), after a cold build, after an edit that reuses most pages, and after the facts book is lost;
// the images in the site are exactly those its pages name; an incremental build is byte-identical to a clean one; and
// after a change to the browser's code alone no page names a script file the build no longer has.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { ASTRO_BIN, NODE, ROOT } from '../../../scripts/lib/proc.ts';
import { diffSites } from '../../../server/rebuild/diff.ts';
import { writeSecurityHeaders } from '../../../src/integrations/security-headers.ts';
import { IMAGE_REFERENCE } from '../../../src/lib/site-facts/page-facts.ts';

const ADMIN = 'incremental-test-admin';
const work = mkdtempSync(join(tmpdir(), 'league-incremental-'));
let api: RunningServer;
let env: Record<string, string>;

function build(name: string, cache: string, root = ROOT): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(NODE, [ASTRO_BIN, 'build', '--outDir', join(work, name)], {
      cwd: root,
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

/** The build's _headers against the reference walk's over the same pages (which rewrites the file, so read first). */
function headersPair(name: string): [string, string] {
  const dir = join(work, name);
  const fast = readFileSync(join(dir, '_headers'), 'utf8');
  writeSecurityHeaders(dir, env);
  return [fast, readFileSync(join(dir, '_headers'), 'utf8')];
}

/** The processed images in the site, and those its pages name. */
function imagesPair(name: string): [string[], string[]] {
  const dir = join(work, name);
  const named = new Set<string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile() && e.name.endsWith('.html'))
      for (const m of readFileSync(join(e.parentPath, e.name), 'utf8').matchAll(IMAGE_REFERENCE)) named.add(m[1]!);
  }
  return [readdirSync(join(dir, '_astro', 'img')).sort(), [...named].sort()];
}

/** The script files the site's pages name (islands, their renderer, page scripts) that the site does not have. */
function missingScripts(name: string): string[] {
  const dir = join(work, name);
  const missing = new Set<string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const html = readFileSync(join(e.parentPath, e.name), 'utf8');
    for (const m of html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)) {
      if (!existsSync(join(dir, m[1]!))) missing.add(`${join(e.parentPath, e.name).slice(dir.length)} → ${m[1]}`);
    }
  }
  return [...missing];
}

const facts = (output: string) =>
  /\[league-site-facts\] (\d+) pages: (\d+) rendered, (\d+) reused with their recorded facts, (\d+) read again/
    .exec(output)
    ?.slice(1)
    .map(Number);

beforeAll(async () => {
  api = await startServer({ dataDir: join(work, 'api'), adminKey: ADMIN, log: () => {} });
  // One build clock for every build here: a clean and an incremental build on either side of Nepal midnight would
  // differ in every page's day (each render key changes with it), and the test would fail in that minute (issue 16).
  env = {
    PUBLIC_API_URL: api.url,
    PUBLIC_SITE_URL: 'http://127.0.0.1:4321',
    LEAGUE_NOW: process.env.LEAGUE_NOW ?? new Date().toISOString(),
  };
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('incremental builds', () => {
  it("a cold build renders every page; its _headers and images are the full walk's", async () => {
    const [pages, rendered, reused] = facts(await build('a', 'cache'))!;
    expect(rendered).toBe(pages);
    expect(reused).toBe(0);
    const [fast, reference] = headersPair('a');
    expect(fast).toBe(reference);
    const [inSite, named] = imagesPair('a');
    expect(inSite).toEqual(named);
    // Every cache a later build reuses is inside ASTRO_CACHE_DIR, the folder Netlify's build plugin keeps.
    for (const kept of [
      'data-store.json',
      'league-images/out',
      'incremental-build.json',
      'dist/teams/1/index.html',
      'league-page-facts.json',
    ]) {
      expect(existsSync(join(work, 'cache', kept)), kept).toBe(true);
    }
  }, 300_000);

  it("after an edit most pages are reused, the result is the same as a clean build's, _headers still the full walk's", async () => {
    const res = await fetch(`${api.url}/api/players/3`, {
      method: 'PATCH',
      headers: { Authorization: `users API-Key ${ADMIN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Rendered Again' }),
    });
    expect(res.ok).toBe(true);
    const [pages, rendered, reused] = facts(await build('b', 'cache'))!;
    expect(reused).toBeGreaterThan(pages! / 2);
    expect(rendered! + reused!).toBe(pages);
    expect(readFileSync(join(work, 'b', 'teams', '1', 'players', '3', 'index.html'), 'utf8')).toContain(
      'Rendered Again',
    );
    await build('clean', 'clean-cache');
    expect(await diffSites(join(work, 'clean'), join(work, 'b'))).toEqual({ added: [], changed: [], removed: [] });
    const [fast, reference] = headersPair('b');
    expect(fast).toBe(reference);
    const [inSite, named] = imagesPair('b');
    expect(inSite).toEqual(named);
  }, 300_000);

  it('without its facts book a build reads the reused pages once and writes the same _headers', async () => {
    rmSync(join(work, 'cache', 'league-page-facts.json'));
    const [pages, rendered, reused, reread] = facts(await build('c', 'cache'))!;
    expect(reused).toBe(0);
    expect(reread).toBeGreaterThan(0);
    expect(rendered! + reread!).toBe(pages);
    expect(await diffSites(join(work, 'b'), join(work, 'c'))).toEqual({ added: [], changed: [], removed: [] });
    const [fast, reference] = headersPair('c');
    expect(fast).toBe(reference);
  }, 300_000);

  it("after a change to the browser's code alone every page is rendered again, and none names a missing script", async () => {
    // A copy of the project whose client build cuts React into a chunk of another name: no page's server-side code
    // changes, but every island's file name does. Before the client build's id was in the render keys, the reused
    // pages kept naming the old files and their islands never hydrated.
    const project = join(work, 'project');
    for (const item of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'])
      cpSync(join(ROOT, item), join(project, item), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
    const [pages, rendered] = facts(await build('d', 'project-cache', project))!;
    expect(rendered).toBe(pages);
    expect(missingScripts('d')).toEqual([]);
    const chunks = join(project, 'src', 'integrations', 'island-chunks.ts');
    const code = readFileSync(chunks, 'utf8');
    expect(code).toContain("{ name: 'react',");
    writeFileSync(chunks, code.replace("{ name: 'react',", "{ name: 'react-renamed',"));
    const [pagesAfter, renderedAfter, reusedAfter] = facts(await build('e', 'project-cache', project))!;
    expect(readdirSync(join(work, 'e', '_astro')).some((f) => f.startsWith('react-renamed.'))).toBe(true);
    expect(missingScripts('e')).toEqual([]);
    expect([renderedAfter, reusedAfter]).toEqual([pagesAfter, 0]);
  }, 300_000);
});
