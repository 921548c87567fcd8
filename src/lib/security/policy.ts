// The site's security headers, one definition for Netlify (dist/_headers) and the self-hosted server (scripts/serve.ts):
// a strict Content-Security-Policy from the build's inline hashes and the API host, HSTS and friends.

/** The only third parties a page may frame: the highlight and live players and the contact map (docs/security.md). */
export const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.twitch.tv',
  'https://www.openstreetmap.org',
] as const;

export type PolicyInput = {
  /** The league API's host (PUBLIC_API_URL): islands post to it, media images come from it. */
  apiHost: string;
  /** Where the islands' live reads go (PUBLIC_LIVE_API_URL); the API host when absent. */
  liveApiHost?: string;
  /** This site's public address; an https site also asks browsers to upgrade stray http requests. */
  siteUrl: string;
  /** 'sha256-…' of every inline <script> the build wrote. */
  scriptHashes: Iterable<string>;
  /** 'sha256-…' of every inline <style> the build wrote. */
  styleHashes: Iterable<string>;
};

const origin = (url: string) => new URL(url).origin;
const quoted = (hashes: Iterable<string>) => [...new Set(hashes)].sort().map((h) => `'${h}'`);

export function contentSecurityPolicy(p: PolicyInput): string {
  const api = origin(p.apiHost);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the search page compiles Pagefind's WebAssembly (issue 23; docs/security.md). It allows
    // WebAssembly only, not eval() or inline script.
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...quoted(p.scriptHashes)],
    // No 'unsafe-inline' for styles either: inline <style> by hash, and no style attributes in the HTML.
    ['style-src', "'self'", ...quoted(p.styleHashes)],
    ['img-src', "'self'", api],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...new Set([api, origin(p.liveApiHost ?? p.apiHost)])],
    ['frame-src', ...FRAME_SOURCES],
    ['media-src', "'none'"],
    ['object-src', "'none'"],
    // The site's own workers only: the service worker (/sw.js) and Pagefind's search worker (/pagefind/).
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    // The checkout leaves for the gateway with location.assign, not a form post: no form here posts off-site.
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (p.siteUrl.startsWith('https:')) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * The headers that only mean something on a document (its policy, its framing, its permissions): scripts,
 * images and feeds do not carry them (the CSP alone is a few KB, with a hash of every inline script and style). The
 * others go on every answer.
 */
export const DOCUMENT_ONLY: ReadonlySet<string> = new Set([
  'Content-Security-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
]);

/** The headers every response of the site carries (DOCUMENT_ONLY: only its documents). */
export function securityHeaders(p: PolicyInput): Record<string, string> {
  const players = FRAME_SOURCES.slice(0, 2)
    .map((s) => `"${s}"`)
    .join(' ');
  return {
    'Content-Security-Policy': contentSecurityPolicy(p),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No Cross-Origin-Opener-Policy: it makes the first page of a visit switch renderer process, a long task after
    // the first paint that kept every route under Lighthouse 95 (docs/decisions/performance.md, "No
    // Cross-Origin-Opener-Policy").
    'Permissions-Policy': [
      'accelerometer=()',
      'camera=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'payment=()',
      'usb=()',
      // The video players may play, go full screen and picture-in-picture; nothing else may.
      `autoplay=(self ${players})`,
      `fullscreen=(self ${players})`,
      `picture-in-picture=(self ${players})`,
      `encrypted-media=(self ${players})`,
    ].join(', '),
  };
}
