// Astro integration: after a build, bundles src/sw/worker.ts into {outDir}/sw.js (unhashed, served no-cache) with the
// list of files to keep at install and a version that changes with the worker's code and those files' names.
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleImports, pageAssets } from '../sw/rules.ts';

export const WORKER_FILE = 'sw.js';
const ENTRY = fileURLToPath(new URL('../sw/worker.ts', import.meta.url));
const VERSION_MARK = '__sw_version_mark__';

/** The offline pages, one per language (the Nepali one also gives the worker its note's words: src/sw/rules.ts). */
const OFFLINE_PAGES = ['/offline/', '/ne/offline/'];

/**
 * What a visitor's phone keeps at install: the offline pages and their code, the manifest and its icons, and the SPEC's
 * default images (SVG, a few KB: what a missing picture becomes offline), not the 1200×630 sharing card.
 */
export function precacheList(outDir: string): string[] {
  const offline = OFFLINE_PAGES.filter((p) => p === '/offline/' || existsSync(join(outDir, p, 'index.html')));
  const list = [...offline, '/manifest.webmanifest', '/favicon.svg'];
  for (const dir of ['icons', 'images']) {
    const abs = join(outDir, dir);
    if (existsSync(abs))
      for (const f of readdirSync(abs).sort())
        if (dir === 'icons' ? f.endsWith('.png') : f.endsWith('.svg')) list.push(`/${dir}/${f}`);
  }
  const queue = offline.flatMap((p) => pageAssets(readFileSync(join(outDir, p, 'index.html'), 'utf8')));
  const assets = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (assets.has(path) || !existsSync(join(outDir, path))) continue;
    assets.add(path);
    if (path.endsWith('.js')) queue.push(...moduleImports(readFileSync(join(outDir, path), 'utf8'), path));
  }
  return [...list, ...[...assets].sort()];
}

export async function writeServiceWorker(outDir: string): Promise<{ version: string; files: number; bytes: number }> {
  const precache = precacheList(outDir);
  const out = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: { __SW_VERSION__: JSON.stringify(VERSION_MARK), __SW_PRECACHE__: JSON.stringify(precache) },
  });
  const code = out.outputFiles[0]!.text;
  // Same code and same file names: same version, so a content-only rebuild leaves the installed worker alone.
  const version = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const text = code.replaceAll(VERSION_MARK, version);
  writeFileSync(join(outDir, WORKER_FILE), text);
  return { version, files: precache.length, bytes: Buffer.byteLength(text) };
}

export function serviceWorkerIntegration(): AstroIntegration {
  return {
    name: 'league-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const w = await writeServiceWorker(fileURLToPath(dir));
        logger.info(`${WORKER_FILE}: version ${w.version}, ${w.files} files kept at install, ${w.bytes} bytes`);
      },
    },
  };
}
