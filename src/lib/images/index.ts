// The build's one image pipeline, rooted in the cache folder the league-images integration names (astro.config.mjs).
import { join } from 'node:path';
import { imagePipeline, type ImageRequest, type ResolvedImage } from './pipeline.ts';
import type { Image } from '../api/media.ts';

declare const __LEAGUE_IMAGE_CACHE__: string | undefined;

const root = typeof __LEAGUE_IMAGE_CACHE__ === 'string' ? __LEAGUE_IMAGE_CACHE__ : join(process.cwd(), 'node_modules', '.astro', 'league-images');
const pipeline = imagePipeline(root);
// The integration reports these after the build (same process, another module graph).
(globalThis as { __leagueImageStats?: unknown }).__leagueImageStats = pipeline.stats;

/** The processed image for a box: src, srcset (or null) and what was done. */
export function resolveImage(image: Image | null | undefined, req: ImageRequest): Promise<ResolvedImage> {
  return pipeline.resolve(image, req);
}

export type { ImageRequest, ResolvedImage };
export type { Fit } from './variants.ts';
