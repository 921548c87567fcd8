// A pass-through HTTP proxy in front of the demo API that counts what a build really downloads: requests and response
// body bytes, content (JSON) apart from media files.
import { startPassProxy } from './pass-proxy.ts';

export type Traffic = { requests: number; bytes: number; contentBytes: number; mediaBytes: number };

export type CountingProxy = { url: string; reset: () => void; traffic: () => Traffic; close: () => Promise<void> };

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let t: Traffic = { requests: 0, bytes: 0, contentBytes: 0, mediaBytes: 0 };
  const proxy = await startPassProxy(target, {
    seen: (req) => {
      const media = (req.url ?? '').startsWith('/api/media/');
      t.requests++;
      return (chunk) => {
        t.bytes += chunk.length;
        if (media) t.mediaBytes += chunk.length;
        else t.contentBytes += chunk.length;
      };
    },
  });
  return {
    ...proxy,
    reset: () => {
      t = { requests: 0, bytes: 0, contentBytes: 0, mediaBytes: 0 };
    },
    traffic: () => ({ ...t }),
  };
}
