// Every repository path the repository's own text names exists: a comment, a doc, the README, a test or a config that
// says where something is must point at something that is there. A moved or deleted file fails here until the text
// that names it is changed, so a signpost cannot rot unseen.
//
// Data-driven: what counts as a path comes from the tree itself. A token is read as a path when its first segment is a
// folder at the repository's root (src/, scripts/, docs/…, and any folder added later), or a top-level folder of src/
// or scripts/ (the short forms the docs use: lib/…, islands/…, bench/…); it must then exist from the root, from src/ or
// scripts/, or from the naming file's own folder. A backticked token with a slash and an extension is read as a path
// whatever its first segment. A glob (`*`, `**`) needs the folder before its first wildcard. Not read: URLs and site
// paths (/ne/teams/), packages (@astrojs/…, node:…), relative imports (./x, ../x: the type check resolves those),
// regular expressions (a token followed by a backslash), and what EXEMPT lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * Folders never read and never required, at any depth: what a build, a run or an install makes. A path through them
 * (dist/_astro/…, .data/…, cms/node_modules/…) names an example of that output, not a file of the repository.
 */
const GENERATED = new Set([
  '.git',
  'node_modules',
  'dist', // the build
  '.astro', // Astro's generated types and content store
  '.data', // the demo API's database (npm run api), and the example CMS's (cms/.data: its database and outbox)
  '.next', // Next's build of the example CMS's editing screens (cms/admin)
  '.test-report', // the test recap
  'test-results', // Playwright's output
  'playwright-report',
]);

/** Files not read: generated text, and binaries. */
const SKIPPED_FILE = /(^|\/)package-lock\.json$|\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf|gz|br|zip|sqlite|db)$/;

/** Paths named on purpose that are not this repository's, by the file naming them, each with its reason. This file
 *  names them too, here. */
const EXEMPT: Record<string, Record<string, string>> = {
  // None today: docs/deploying.md no longer shows a hook file of the CMS's own project (the plugin replaced it).
};
const SELF = 'tests/unit/tools/named-paths.test.ts';
const EXEMPT_PATHS = new Set(Object.values(EXEMPT).flatMap((paths) => Object.keys(paths)));

/** Files and folders of the repository, as paths from its root with `/` (folders end with `/`). */
function walk(dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (GENERATED.has(entry.name)) continue;
    const path = dir + entry.name;
    if (entry.isDirectory()) out.push(`${path}/`, ...walk(`${path}/`));
    else out.push(path);
  }
  return out;
}

const TREE = walk();
const TREE_SET = new Set(TREE);

/** The folders directly inside `dir` (a path ending with `/`, or '' for the root), by name. */
const foldersIn = (dir: string) =>
  TREE.filter((p) => p.startsWith(dir) && p.endsWith('/') && !p.slice(dir.length, -1).includes('/')).map((p) =>
    p.slice(dir.length, -1),
  );

/** Where a token is resolved, by its first segment. */
const ANCHORS: Array<[anchor: string, firstSegments: string[]]> = [
  ['', foldersIn('')],
  ['src/', foldersIn('src/')],
  ['scripts/', foldersIn('scripts/')],
];

/** A path-like token, after a character that cannot come before a repository path (not a URL, a package, ./ or ../). */
const TOKEN = /(?<![\w./@~$:%#&=+\\-])(\.?\w[\w.-]*\/[\w./[\]*-]*)/g;
/** A backticked token with a slash and an extension. */
const BACKTICKED = /`(\.?\w[\w.-]*\/[\w./[\]*-]*\.\w+)`/g;

/** Whether `path` (from the root; a folder may end with `/`; a glob needs its fixed folder) is in the tree. */
function exists(path: string): boolean {
  const wildcard = path.indexOf('*');
  if (wildcard >= 0) {
    const folder = path.slice(0, path.lastIndexOf('/', wildcard) + 1);
    return folder === '' || TREE_SET.has(folder);
  }
  const bare = path.replace(/\/$/, '');
  return TREE_SET.has(bare) || TREE_SET.has(`${bare}/`);
}

/** A token as written, without what ends its sentence: a full stop, or a bracket it did not open. */
function trimmed(token: string): string {
  let path = token.replace(/\.+$/, '');
  while (path.endsWith(']') && path.split(']').length > path.split('[').length) path = path.slice(0, -1);
  return path.replace(/\.+$/, '');
}

type Named = { file: string; line: number; path: string };

/** The paths a file names that resolve nowhere. */
function missingIn(file: string): Named[] {
  let text: string;
  try {
    text = readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return []; // moved or deleted since the walk (another checkout's work in progress): its new place is walked
  }
  if (text.includes('\0')) return [];
  const here = file.slice(0, file.lastIndexOf('/') + 1);
  const found = new Map<number, { path: string; backticked: boolean }>();
  for (const m of text.matchAll(TOKEN)) {
    const token = m[1] ?? '';
    if (text[m.index + token.length] === '\\') continue; // a regular expression's source, not a path
    found.set(m.index, { path: trimmed(token), backticked: false });
  }
  for (const m of text.matchAll(BACKTICKED)) found.set(m.index + 1, { path: trimmed(m[1] ?? ''), backticked: true });
  const out: Named[] = [];
  for (const [index, { path, backticked }] of found) {
    const first = path.slice(0, path.indexOf('/'));
    // Output at any depth (cms/node_modules, cms/admin/.next) is an install's or a build's, not the repository's.
    const generated = path.split('/').some((segment) => GENERATED.has(segment));
    if (generated || EXEMPT[file]?.[path] || (file === SELF && EXEMPT_PATHS.has(path))) continue;
    const candidates = ANCHORS.filter(([, names]) => names.includes(first)).map(([anchor]) => anchor + path);
    if (!candidates.length && !backticked) continue;
    if ([...candidates, here + path].some(exists)) continue;
    out.push({ file, line: text.slice(0, index).split('\n').length, path });
  }
  return out;
}

const SCANNED = TREE.filter((p) => !p.endsWith('/') && !SKIPPED_FILE.test(p));

describe('named paths', () => {
  it('reads the repository’s text: code, tests, docs, the README and the root’s configs', () => {
    for (const file of [
      'README.md',
      'docs/decisions/README.md',
      'src/pages/index.astro',
      'scripts/check.ts',
      SELF,
      'astro.config.mjs',
      '.dependency-cruiser.cjs',
    ])
      expect(SCANNED).toContain(file);
    expect(SCANNED.some((p) => p.startsWith('node_modules/') || p.startsWith('dist/'))).toBe(false);
  });

  it('every path named in a comment, a doc, the README, a test or a config exists', () => {
    const missing = SCANNED.flatMap(missingIn).map(({ file, line, path }) => `${file}:${line}: ${path}`);
    expect(missing).toEqual([]);
  });

  it('each exemption is still needed', () => {
    for (const [file, paths] of Object.entries(EXEMPT))
      for (const path of Object.keys(paths)) {
        expect(readFileSync(join(ROOT, file), 'utf8'), `${file} no longer names ${path}`).toContain(path);
        expect(exists(path), `${path} exists now`).toBe(false);
      }
  });
});
