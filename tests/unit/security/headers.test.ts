// The security headers: the policy's directives, the inline-hash tokenizer, the _headers file, and the static server
// sending the file's headers over real HTTP.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../scripts/serve.ts';
import { writeSecurityHeaders } from '../../../src/integrations/security-headers.ts';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../../src/lib/security/headers-file.ts';
import { cspHash, inlineBlocks } from '../../../src/lib/security/inline-hashes.ts';
import { contentSecurityPolicy, securityHeaders } from '../../../src/lib/security/policy.ts';

const input = {
  apiHost: 'https://cms.example.org/',
  siteUrl: 'https://league.example.org',
  scriptHashes: ['sha256-b', 'sha256-a', 'sha256-a'],
  styleHashes: ['sha256-s'],
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.split(' ')[0] === name);

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy(input);
  it.each([
    // 'wasm-unsafe-eval' for Pagefind's WebAssembly on the search page (issue 23), and nothing looser.
    ['script-src', "script-src 'self' 'wasm-unsafe-eval' 'sha256-a' 'sha256-b'"],
    ['style-src', "style-src 'self' 'sha256-s'"],
    ['img-src', "img-src 'self' https://cms.example.org"],
    ['connect-src', "connect-src 'self' https://cms.example.org"],
    ['frame-src', 'frame-src https://www.youtube-nocookie.com https://player.twitch.tv https://www.openstreetmap.org'],
    ['frame-ancestors', "frame-ancestors 'none'"],
    ['object-src', "object-src 'none'"],
    ['base-uri', "base-uri 'none'"],
    ['form-action', "form-action 'self'"],
    ['worker-src', "worker-src 'self'"],
    ['manifest-src', "manifest-src 'self'"],
  ])('%s', (name, expected) => {
    expect(directive(csp, name)).toBe(expected);
  });

  it("never allows 'unsafe-inline', 'unsafe-eval' or a wildcard ('wasm-unsafe-eval' allows WebAssembly only)", () => {
    expect(csp).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  });

  it('lets the islands read from the live read address too (PUBLIC_LIVE_API_URL), and from nowhere else', () => {
    const live = contentSecurityPolicy({ ...input, liveApiHost: 'https://live.example.org/' });
    expect(directive(live, 'connect-src')).toBe("connect-src 'self' https://cms.example.org https://live.example.org");
    expect(directive(live, 'img-src')).toBe("img-src 'self' https://cms.example.org");
    expect(directive(contentSecurityPolicy({ ...input, liveApiHost: 'https://cms.example.org' }), 'connect-src')).toBe(
      "connect-src 'self' https://cms.example.org",
    );
  });

  it('upgrades insecure requests only for an https site', () => {
    expect(csp).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...input, siteUrl: 'http://127.0.0.1:4321' })).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('comes with HSTS, nosniff, a referrer policy, a permissions policy and no framing', () => {
    expect(securityHeaders(input)).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    // Dropped on purpose (docs/decisions/performance.md): it cost every route its Lighthouse budget.
    expect(securityHeaders(input)).not.toHaveProperty('Cross-Origin-Opener-Policy');
    expect(securityHeaders(input)['Permissions-Policy']).toMatch(
      /camera=\(\), geolocation=\(\).*microphone=\(\), payment=\(\)/,
    );
  });
});

describe('inline blocks', () => {
  it('finds inline scripts and styles, not external scripts, data blocks, or markup inside attribute values', () => {
    const html = `<!doctype html><html><head><style>a{b:c}</style><script>one()</script><script type="module">two()</script>
      <script src="/x.js"></script><script type="application/json">{"a":1}</script><!-- <script>comment()</script> -->
      </head><body><img alt="<script>alert(1)</script>" src=x><p title='"><script>alert(2)</script>'>t</p>
      <SCRIPT>three()</SCRIPT></body></html>`;
    expect(inlineBlocks(html)).toEqual({ scripts: ['one()', 'two()', 'three()'], styles: ['a{b:c}'] });
  });

  it('hashes as the CSP expects: sha256, base64', () => {
    expect(cspHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('the _headers file', () => {
  it('round-trips and matches paths like Netlify', () => {
    const text = formatHeadersFile(
      [
        { path: '/*', headers: { A: '1' } },
        { path: '/_astro/*', headers: { B: '2' } },
        { path: '/exact', headers: { A: '3' } },
      ],
      'test',
    );
    const rules = parseHeadersFile(text);
    expect(headersFor(rules, '/teams/1')).toEqual({ A: '1' });
    expect(headersFor(rules, '/_astro/x.js')).toEqual({ A: '1', B: '2' });
    expect(headersFor(rules, '/exact')).toEqual({ A: '3' });
  });
});

describe('a built folder served by scripts/serve.ts', () => {
  let dir: string;
  let site: StaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'headers-test-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<html><head><script>boot()</script><style>b{}</style></head><body><h1 title="<script>x()</script>">Hi</h1></body></html>',
    );
    writeFileSync(join(dir, '404.html'), '<html><body>Page Not Found</body></html>');
    writeSecurityHeaders(dir, { PUBLIC_API_URL: 'http://127.0.0.1:9', PUBLIC_SITE_URL: 'http://127.0.0.1:8' });
    site = await startStaticServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the policy with the hashes of the pages’ own inline blocks on every answer, the 404 too', async () => {
    for (const path of ['/', '/no-such-page']) {
      const csp = (await fetch(`${site.url}${path}`)).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'wasm-unsafe-eval' '${cspHash('boot()')}'`);
      expect(directive(csp, 'style-src')).toBe(`style-src 'self' '${cspHash('b{}')}'`);
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:9");
    }
  });

  it('does not serve the _headers file itself, nor anything outside the site folder', async () => {
    for (const path of [
      '/_headers',
      '/..%2F..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..\\..\\etc\\passwd',
    ]) {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page Not Found');
    }
  });
});
