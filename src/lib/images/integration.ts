// Astro integration of the image pipeline: names its cache folder (inside cacheDir) for the pages being rendered,
// serves processed images in dev, and after a build copies into the site every processed image its pages refer to.
// Reading the references from the built HTML keeps this right when pages come from a cache instead of a render.
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PipelineStats } from './pipeline.ts';
import { outDirOf } from './store.ts';

const REFERENCE = /\/_astro\/img\/([0-9a-f]{12}-\d+x\d+-(?:crop|pad)\d+\.webp)/g;

async function referencedImages(outDir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  for (const f of files) {
    for (const m of (await readFile(join(outDir, f), 'utf8')).matchAll(REFERENCE)) names.add(m[1]!);
  }
  return names;
}

export function leagueImages(): AstroIntegration {
  let root = '';
  return {
    name: 'league-images',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(new URL('league-images/', config.cacheDir));
        updateConfig({ vite: { define: { __LEAGUE_IMAGE_CACHE__: JSON.stringify(root) } } });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const name = /^\/_astro\/img\/([\w.-]+\.webp)$/.exec(req.url ?? '')?.[1];
          const file = name ? join(outDirOf(root), name) : '';
          if (!name || !existsSync(file)) return next();
          res.setHeader('Content-Type', 'image/webp');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const names = await referencedImages(outDir);
        const target = join(outDir, '_astro', 'img');
        await mkdir(target, { recursive: true });
        let missing = 0;
        for (const name of names) {
          try {
            await copyFile(join(outDirOf(root), name), join(target, name));
          } catch {
            missing += 1;
            logger.warn(`processed image ${name} is not in the cache; pages show their default image in its place`);
          }
        }
        const stats = (globalThis as { __leagueImageStats?: PipelineStats }).__leagueImageStats;
        const work = stats ? `; ${stats.encoded} encoded, ${stats.reused} reused from the cache, ${stats.fallbacks} default images for unusable files` : '';
        logger.info(`${names.size - missing} processed images copied into the site${work}`);
      },
    },
  };
}
