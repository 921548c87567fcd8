// The build's one image pipeline, rooted in the cache folder the league-images integration names (astro.config.mjs).
import { join } from 'node:path';
import { imagePipeline, type ImageRequest, type ResolvedImage } from './pipeline.ts';
import { cacheId, readFailures } from './store.ts';
import type { Image } from '../api/media.ts';

declare const __LEAGUE_IMAGE_CACHE__: string | undefined;

const root =
  typeof __LEAGUE_IMAGE_CACHE__ === 'string'
    ? __LEAGUE_IMAGE_CACHE__
    : join(process.cwd(), 'node_modules', '.astro', 'league-images');
const pipeline = imagePipeline(root);
// The integration reports these after the build (same process, another module graph).
(globalThis as { __leagueImages?: unknown }).__leagueImages = { stats: pipeline.stats, failed: pipeline.failed };

/** The processed image for a box: src, srcset (or null) and what was done. */
export function resolveImage(image: Image | null | undefined, req: ImageRequest): Promise<ResolvedImage> {
  return pipeline.resolve(image, req);
}

/** What a page's render key needs from the cache folder (read once a build): its id and the last build's failures. */
let state: { id: string; failed: Set<string> } | null = null;
export function imageCacheState(): { id: string; failed: Set<string> } {
  state ??= { id: cacheId(root), failed: readFailures(root) };
  return state;
}

export type { ImageRequest, ResolvedImage };
export type { Fit } from './variants.ts';
