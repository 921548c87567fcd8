// Build time: the bytes of one media file from the league API (or wherever its url points), for the image pipeline.
// Never throws: a file that cannot be had is a reason, and the page shows the SPEC's default image instead.
import { API_TIMEOUT_MS } from '../config.ts';

/** Larger files are refused: a photo for a phone never needs more, and a hostile CMS could point at anything. */
export const MAX_MEDIA_BYTES = 15 * 1024 * 1024;

export type MediaFile = { ok: true; bytes: Uint8Array; type: string } | { ok: false; reason: string };

/** The body, or null once it passes the cap (a server may send no Content-Length, or a wrong one). */
async function readCapped(res: Response): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_MEDIA_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export async function fetchMediaFile(url: string, timeoutMs = API_TIMEOUT_MS): Promise<MediaFile> {
  if (!/^https?:\/\//i.test(url)) return { ok: false, reason: 'not an http(s) url' };
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { signal: timeout, headers: { Accept: 'image/*' } });
    if (!res.ok) {
      await res.body?.cancel();
      return { ok: false, reason: `HTTP ${res.status}` };
    }
    const declared = Number(res.headers.get('content-length') ?? '0');
    if (declared > MAX_MEDIA_BYTES) {
      await res.body?.cancel();
      return { ok: false, reason: `larger than ${MAX_MEDIA_BYTES} bytes` };
    }
    const bytes = await readCapped(res);
    if (!bytes) return { ok: false, reason: `larger than ${MAX_MEDIA_BYTES} bytes` };
    if (bytes.byteLength === 0) return { ok: false, reason: 'empty file' };
    return { ok: true, bytes, type: res.headers.get('content-type') ?? '' };
  } catch (e) {
    if (timeout.aborted) return { ok: false, reason: `no answer within ${timeoutMs} ms` };
    return {
      ok: false,
      reason: e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e),
    };
  }
}
