// Media urls: relative Payload urls prefixed with the API host, unsafe ones refused, SPEC defaults when missing.
import { API_HOST } from '../config.ts';
import { DEFAULT_IMAGES, type DefaultImage } from './default-images.ts';

export { DEFAULT_IMAGES, type DefaultImage };

export type Image = {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** True when src is one of our own default images. */
  isDefault: boolean;
  /** The media document's updatedAt and filesize: the same version is the same file, so a rebuild need not fetch it. */
  version?: string | null;
};

/**
 * An absolute URL for a media url from the API, or null when missing, unsafe, or on another host. Images come only
 * from the API's own origin: the Content-Security-Policy allows no other (img-src), so a link to elsewhere would be a
 * blocked, broken image; with null the SPEC's default image shows instead (docs/security.md).
 */
export function mediaUrl(url: unknown, host = API_HOST): string | null {
  if (typeof url !== 'string') return null;
  const u = url.trim();
  if (u === '') return null;
  try {
    const api = new URL(host);
    const parsed = u.startsWith('/') && !u.startsWith('//') ? new URL(`${host}${u}`) : new URL(u);
    return parsed.origin === api.origin ? parsed.href : null;
  } catch {
    return null;
  }
}

function dimension(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null;
}

/** Turns an upload field (object, bare id or null) into an Image, with the named default as fallback. */
export function toImage(upload: unknown, fallback: DefaultImage, alt = '', host = API_HOST): Image {
  const obj = upload && typeof upload === 'object' ? (upload as Record<string, unknown>) : null;
  const src = mediaUrl(obj?.url, host);
  const altText = typeof obj?.alt === 'string' && obj.alt.trim() ? obj.alt.trim() : alt;
  if (!src) return { src: DEFAULT_IMAGES[fallback], alt: altText, width: null, height: null, isDefault: true };
  const updated = typeof obj?.updatedAt === 'string' ? obj.updatedAt : null;
  const version = updated ? `${updated}|${typeof obj?.filesize === 'number' ? obj.filesize : ''}` : null;
  return { src, alt: altText, width: dimension(obj?.width), height: dimension(obj?.height), isDefault: false, version };
}
