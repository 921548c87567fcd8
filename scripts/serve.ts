// Development and tests only (production: nginx, deploy/nginx-site.conf). Serves a built site folder: clean URLs, the
// 404 page (the Nepali one under /ne/), gzip, ETag with 304, byte ranges, cache headers like netlify.toml's, and the
// build's security headers from {root}/_headers, the same file Netlify reads (src/integrations/security-headers.ts).
// `root` may be a symlink (the receiver's `current`): each request follows it, so a switch is seen at once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeSync, createReadStream, openSync, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { headersFor, parseHeadersFile, type HeaderRule } from '../src/lib/security/headers-file.ts';
import { localeOfPath } from '../src/i18n/locales.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.ics', '.webmanifest']);

export type StaticServer = {
  url: string;
  port: number;
  close: () => Promise<void>;
  setRoot: (dir: string) => void;
  root: () => string;
};
export type ServeOptions = {
  root: string;
  port?: number;
  host?: string;
  headers?: (path: string) => Record<string, string>;
};

/**
 * True for paths a host never serves: the build's own files (`/_headers`, and any name starting with `_` or `.`, in
 * any folder, after decoding: `/%5Fheaders` too) other than the hashed assets in /_astro/.
 */
export function isInternal(decoded: string): boolean {
  return decoded
    .split('/')
    .some(
      (seg, i, all) =>
        (seg.startsWith('.') && seg !== '') ||
        (seg.startsWith('_') && !(i === 1 && seg === '_astro' && all.length > 2)),
    );
}

function fileFor(root: string, pathname: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (p.includes('\0') || isInternal(p)) return null;
  const full = normalize(join(root, p));
  if (full !== root && !full.startsWith(root + sep)) return null; // no escaping the site folder
  for (const candidate of [full, join(full, 'index.html'), `${full}.html`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

/**
 * As netlify.toml: hashed assets (processed images too) for a year, public/ images for a day, HTML revalidated, and the
 * service worker never taken from the HTTP cache unchecked (a new build's worker must be seen on the next visit).
 */
export function cacheControl(pathname: string): string {
  if (pathname === '/sw.js') return 'no-cache';
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/images/') || pathname === '/favicon.svg')
    return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=0, must-revalidate';
}

/** The rules of {root}/_headers, read again when the file changes (a rebuild switches roots, or rewrites it). */
function headerRules(): (root: string) => HeaderRule[] {
  let cached: { key: string; rules: HeaderRule[] } | null = null;
  return (root) => {
    const file = join(root, '_headers');
    let key: string;
    try {
      const st = statSync(file); // follows the root's symlink: another build is another inode
      key = `${st.dev}:${st.ino}:${st.mtimeMs}:${st.size}`;
    } catch {
      return []; // a folder built without the integration: no extra headers
    }
    if (cached?.key !== key) cached = { key, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
}

export function startStaticServer(opts: ServeOptions): Promise<StaticServer> {
  let root = resolve(opts.root);
  const rules = headerRules();
  const send = (req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string) => {
    const ext = extname(file);
    let st: Stats;
    try {
      st = statSync(file);
    } catch {
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(pathname),
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      ...headersFor(rules(root), pathname),
      ...(opts.headers?.(pathname) ?? {}),
    };
    const gzip =
      COMPRESSIBLE.has(ext) && !req.headers.range && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    // A validator per file version and encoding: a revisit whose copy is current gets 304 and no body.
    const etag = `"${st.ino.toString(36)}-${st.size.toString(36)}-${Math.round(st.mtimeMs).toString(36)}${gzip ? '-gz' : ''}"`;
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (status === 200) headers.ETag = etag;
    const match = String(req.headers['if-none-match'] ?? '')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (status === 200 && (match.includes(etag) || match.includes('*'))) {
      return void res.writeHead(304, headers).end();
    }
    const fail = () => {
      // A read error after the head went out can only cut the answer short; before, it is a 500.
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Read error');
      else res.destroy();
    };
    if (gzip) {
      let body: Buffer;
      try {
        body = gzipSync(readFileSync(file));
      } catch {
        return fail();
      }
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    // Opened before the head is sent: a file that cannot be read is a 500, not an answer cut off after its head.
    let fd: number | null = null;
    if (req.method !== 'HEAD' && st.size > 0) {
      try {
        fd = openSync(file, 'r');
      } catch {
        return fail();
      }
    }
    let start = 0;
    let end = st.size - 1;
    const range = status === 200 ? /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? '').trim()) : null;
    if (status === 200 && req.headers.range) {
      const a = range?.[1] ? Number(range[1]) : null;
      const b = range?.[2] ? Number(range[2]) : null;
      if (range && a === null && b !== null)
        start = Math.max(0, st.size - b); // the last b bytes
      else if (range && a !== null) {
        start = a;
        if (b !== null) end = Math.min(b, st.size - 1);
      }
      if (!range || (a === null && b === null) || start > end || start >= st.size) {
        if (fd !== null) closeSync(fd);
        return void res
          .writeHead(416, { 'Content-Range': `bytes */${st.size}`, 'Content-Type': 'text/plain' })
          .end('Range not satisfiable');
      }
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${st.size}`,
        'Content-Length': String(end - start + 1),
      });
    } else res.writeHead(status, { ...headers, 'Content-Length': String(st.size) });
    if (fd === null) return void res.end();
    const stream = createReadStream(file, { fd, start, end });
    stream.on('error', fail);
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // Netlify reads _headers and never serves it; neither do we (fileFor refuses every internal name).
    const file = fileFor(root, url.pathname);
    if (file) return send(req, res, file, 200, url.pathname);
    // A missing Nepali page gets the Nepali not-found page (/ne/404/index.html), as netlify.toml's rule does.
    const nepali = localeOfPath(url.pathname) === 'ne' ? fileFor(root, '/ne/404') : null;
    if (nepali) return send(req, res, nepali, 404, '/ne/404/');
    const notFound = fileFor(root, '/404.html');
    if (notFound) return send(req, res, notFound, 404, '/404.html');
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 4321, opts.host ?? '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      ok({
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        port,
        setRoot: (dir) => {
          root = resolve(dir);
        },
        root: () => root,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const arg = (name: string, dflt: string) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1]! : dflt;
  };
  const s = await startStaticServer({
    root: arg('--dir', 'dist'),
    port: Number(arg('--port', '4321')),
    host: arg('--host', '127.0.0.1'),
  });
  console.log(`Site: ${s.url}`);
}
