// Astro integration of the image pipeline: names its cache folder (inside cacheDir) for the pages being rendered,
// serves processed images in dev, and after a build puts into the site every processed image its pages name. Which
// images those are comes from the site facts noted while the pages rendered (src/integrations/site-facts.ts), pages
// reused from an earlier build included; the files are hard links into the cache (a copy across file systems).
import { copyFile, link, mkdir } from 'node:fs/promises';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PipelineStats } from '../lib/images/pipeline.ts';
import { outDirOf, renewCacheId, writeFailures } from '../lib/images/store.ts';
import { siteFacts } from './site-facts.ts';

type Shared = { stats: PipelineStats; failed: Set<string> };
const shared = () => (globalThis as { __leagueImages?: Shared }).__leagueImages;

/** Puts one processed file into the site; false when the cache does not have it. */
async function place(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    // Another file system, or one without hard links: copy.
    await copyFile(from, to);
    return true;
  }
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
      // Next to Astro's incremental-build manifest: which media this build could not use, so the pages that show
      // them render (and try again) next time instead of being reused with the default image.
      'astro:build:generated': () => writeFailures(root, shared()?.failed ?? []),
      'astro:build:done': async ({ dir, logger }) => {
        const names = siteFacts().images;
        const target = join(fileURLToPath(dir), '_astro', 'img');
        await mkdir(target, { recursive: true });
        const missing: string[] = [];
        const queue = [...names];
        const worker = async () => {
          for (let name = queue.pop(); name; name = queue.pop())
            if (!(await place(join(outDirOf(root), name), join(target, name)))) missing.push(name);
        };
        await Promise.all(Array.from({ length: 16 }, worker));
        for (const name of missing.sort())
          logger.warn(`processed image ${name} is not in the cache; pages show their default image in its place`);
        // A reused page names a file the cache lost: a new cache id makes the next build render every page again.
        if (missing.length) renewCacheId(root);
        const stats = shared()?.stats;
        const work = stats
          ? `; ${stats.encoded} encoded, ${stats.reused} reused from the cache, ${stats.fallbacks} default images for unusable files`
          : '';
        logger.info(`${names.length - missing.length} processed images linked into the site${work}`);
      },
    },
  };
}
