// Build time: reads a source image's size and type, and encodes one variant as WebP with sharp.
import sharp from 'sharp';
import type { Box, Fit } from './variants.ts';

/** Sources above this many pixels are refused (a phone never shows them; a decompression bomb would stall the build). */
export const MAX_PIXELS = 40_000_000;
const RASTER = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** WebP quality: photos stay clean on a phone screen at well under half the bytes of a JPEG at 90. */
export const WEBP_QUALITY = 78;

export type SourceInfo =
  { kind: 'raster'; width: number; height: number } | { kind: 'svg' } | { kind: 'refused'; reason: string };

export async function inspect(bytes: Uint8Array): Promise<SourceInfo> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format === 'svg') return { kind: 'svg' };
    if (!RASTER.has(meta.format)) return { kind: 'refused', reason: `unsupported format ${meta.format}` };
    const { width, height } = meta.autoOrient;
    if (!width || !height) return { kind: 'refused', reason: 'no dimensions' };
    if (width * height > MAX_PIXELS)
      return { kind: 'refused', reason: `${width}×${height} is over ${MAX_PIXELS} pixels` };
    return { kind: 'raster', width, height };
  } catch (e) {
    return { kind: 'refused', reason: `not a readable image (${e instanceof Error ? e.message : String(e)})` };
  }
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * One variant, oriented by its EXIF data, metadata stripped, exactly `size`: cover crops to it, contain fits inside
 * and pads with transparency (a logo keeps its shape and the page keeps the box it reserved).
 */
export async function encodeWebp(bytes: Uint8Array, size: Box, fit: Fit): Promise<Uint8Array> {
  const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: size.width, height: size.height, fit, background: TRANSPARENT })
    .webp({ quality: WEBP_QUALITY, effort: 5 })
    .toBuffer();
  return new Uint8Array(out);
}
