// Build time: an Image from the API becomes WebP files at the sizes a component shows it, served from this site.
// An image that cannot be fetched or read falls back to the SPEC's default image and never fails the build; an SVG
// from the CMS is shown as it is from its own host (docs/decisions/performance.md).
import { DEFAULT_IMAGES, type DefaultImage, type Image } from '../api/media.ts';
import { fetchMediaFile } from '../api/media-file.ts';
import { encodeWebp, inspect, WEBP_QUALITY } from './encode.ts';
import { imageStore, sha, type SourceRecord } from './store.ts';
import { fixedVariants, fluidVariants, type Fit, type Variant } from './variants.ts';

/** Where processed images are served: under /_astro/, so they share the hashed assets' immutable caching. */
export const IMAGE_URL_BASE = '/_astro/img/';

export type ImageRequest = {
  width: number;
  height: number;
  fit: Fit;
  fallback: DefaultImage;
  /** fluid box: widths + sizes */ fluid?: boolean;
};
export type ResolvedImage = { src: string; srcset: string | null; kind: 'processed' | 'default' | 'as-is' };
export type PipelineStats = { encoded: number; reused: number; fallbacks: number };

type Source = SourceRecord | { kind: 'failed'; reason: string };

export function imagePipeline(root: string, log: (line: string) => void = (l) => console.warn(l)) {
  const store = imageStore(root);
  const sources = new Map<string, Promise<Source>>();
  const outputs = new Map<string, Promise<void>>();
  const stats: PipelineStats = { encoded: 0, reused: 0, fallbacks: 0 };
  /** Media urls this build could not use: pages that show them are rendered again next build (src/lib/render-key.ts). */
  const failed = new Set<string>();

  async function fetchSource(url: string, version: string | null): Promise<Source> {
    if (version) {
      const rec = await store.readRecord(url, version);
      if (rec) return rec;
    }
    const file = await fetchMediaFile(url);
    if (!file.ok) return { kind: 'failed', reason: file.reason };
    const info = await inspect(file.bytes);
    if (info.kind === 'refused') return { kind: 'failed', reason: info.reason };
    const rec: SourceRecord =
      info.kind === 'svg'
        ? { url, kind: 'svg' }
        : { url, kind: 'raster', hash: sha(file.bytes), width: info.width, height: info.height };
    if (rec.kind === 'raster') await store.writeOriginal(rec.hash, file.bytes);
    if (version) await store.writeRecord(version, rec);
    return rec;
  }

  const source = (url: string, version: string | null) => {
    const key = `${url}\n${version ?? ''}`;
    let p = sources.get(key);
    if (!p) sources.set(key, (p = fetchSource(url, version)));
    return p;
  };

  // Sources are read back from the cache folder rather than kept in memory: a nationwide season has thousands.
  async function makeOutput(name: string, src: SourceRecord & { kind: 'raster' }, v: Variant, fit: Fit): Promise<void> {
    if (await store.hasOutput(name)) {
      stats.reused += 1;
      return;
    }
    let bytes = await store.readOriginal(src.hash);
    if (!bytes) {
      // The cache lost the original (pruned by hand): fetch it again, and only trust the same content.
      const file = await fetchMediaFile(src.url);
      if (!file.ok || sha(file.bytes) !== src.hash)
        throw new Error(file.ok ? 'the file changed since it was recorded' : file.reason);
      bytes = file.bytes;
    }
    await store.writeOutput(name, await encodeWebp(bytes, v, fit));
    stats.encoded += 1;
  }

  const output = (name: string, src: SourceRecord & { kind: 'raster' }, v: Variant, fit: Fit) => {
    let p = outputs.get(name);
    if (!p) outputs.set(name, (p = makeOutput(name, src, v, fit)));
    return p;
  };

  const fallback = (req: ImageRequest, url: string, reason: string): ResolvedImage => {
    stats.fallbacks += 1;
    failed.add(url);
    log(`[images] ${url}: ${reason}; the default image is shown instead`);
    return { src: DEFAULT_IMAGES[req.fallback], srcset: null, kind: 'default' };
  };

  async function resolve(image: Image | null | undefined, req: ImageRequest): Promise<ResolvedImage> {
    if (!image || image.isDefault)
      return { src: image?.src ?? DEFAULT_IMAGES[req.fallback], srcset: null, kind: 'default' };
    const src = await source(image.src, image.version ?? null);
    if (src.kind === 'failed') return fallback(req, image.src, src.reason);
    if (src.kind === 'svg') return { src: image.src, srcset: null, kind: 'as-is' };
    const box = { width: req.width, height: req.height };
    const variants = req.fluid ? fluidVariants(src, box, req.fit) : fixedVariants(src, box, req.fit);
    // Named by content, size, crop or pad, and quality: the same name is always the same file.
    const named = variants.map((v) => ({
      v,
      name: `${src.hash}-${v.width}x${v.height}-${req.fit === 'cover' ? 'crop' : 'pad'}${WEBP_QUALITY}.webp`,
    }));
    try {
      await Promise.all(named.map(({ v, name }) => output(name, src, v, req.fit)));
    } catch (e) {
      return fallback(req, image.src, `could not be encoded (${e instanceof Error ? e.message : String(e)})`);
    }
    const url = (name: string) => `${IMAGE_URL_BASE}${name}`;
    // src: the file closest to the box's own width, for browsers that ignore srcset.
    const base = [...named].reverse().find(({ v }) => v.width <= req.width) ?? named[0]!;
    const srcset =
      named.length > 1 || req.fluid ? named.map(({ v, name }) => `${url(name)} ${v.descriptor}`).join(', ') : null;
    return { src: url(base.name), srcset, kind: 'processed' };
  }

  return { resolve, stats, failed };
}

export type ImagePipeline = ReturnType<typeof imagePipeline>;
