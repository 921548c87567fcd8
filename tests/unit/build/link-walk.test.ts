// The link walk every seed's suite runs (issue 25, tests/e2e/support/links.ts), on a small build written here: it finds
// each kind of dead internal link, resolves paths as the servers do, and leaves other hosts and non-markup alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linksOf, walkLinks } from '../../e2e/support/links.ts';

const SITE = 'http://127.0.0.1:4321';
const dir = mkdtempSync(join(tmpdir(), 'league-link-walk-'));
const write = (path: string, text = '') => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

write('404.html', '<a href="/">Home</a>');
write('teams/1/index.html', '<a href="/teams/1">self</a>');
write('calendar/teams/1.ics');
write('rss.xml');
write('_astro/a.js');
write('img/a.webp');
write(
  'index.html',
  `<!doctype html><html><head><link rel="canonical" href="${SITE}/"><link rel="alternate" href="/rss.xml">
  <link rel="preconnect" href="http://127.0.0.1:9999"><script type="module" src="/_astro/a.js"></script>
  <script>const s = '<a href="/in-a-script">';</script><style>a[href="/in-a-style"]{}</style></head><body>
  <!-- <a href="/in-a-comment"> -->
  <img src="/img/a.webp" srcset="/img/a.webp 1x, /img/gone.webp 2x" alt="<img src=x onerror=alert(1)> > <a href='/in-alt'>">
  <a href="/teams/1">ok</a> <a href="/teams/1/">ok</a> <a href="teams/1/index.html">ok</a> <a href="/404">ok</a>
  <a href="/teams/2">gone team</a> <a href="/teams/1/players/3">gone player</a>
  <a href="webcal://127.0.0.1:4321/calendar/teams/1.ics">ok</a> <a href="webcal://127.0.0.1:4321/calendar/teams/2.ics">gone feed</a>
  <a href="${SITE}/about?x=1#top">gone, absolute</a> <a href="#main">ok</a> <a href="mailto:a@b.c">ok</a>
  <a href="http://127.0.0.1:9999/api/teams/2">API host</a> <a href="https://example.com/x">other host</a>
  <form action="/search"></form> <astro-island component-url="/_astro/gone.js" renderer-url="/_astro/a.js"></astro-island>
  <a href='/teams/%31'>ok, encoded</a> <a href=/unquoted>gone, unquoted</a> <a href="/x&amp;y">gone, entity</a>
  </body></html>`,
);

describe('the link walk', () => {
  it('reports every dead internal link of a build, and only those', () => {
    const walk = walkLinks(dir, SITE);
    expect(walk.pages).toBe(3);
    expect(walk.dead.map((d) => `${d.page} ${d.attr} ${d.url}`).sort()).toEqual(
      [
        '/index.html srcset /img/gone.webp',
        '/index.html href /teams/2',
        '/index.html href /teams/1/players/3',
        '/index.html href webcal://127.0.0.1:4321/calendar/teams/2.ics',
        `/index.html href ${SITE}/about?x=1#top`,
        '/index.html action /search',
        '/index.html component-url /_astro/gone.js',
        '/index.html href /unquoted',
        '/index.html href /x&y',
      ].sort(),
    );
  });

  it('reads attribute values whole: markup in an alt is text, not a link', () => {
    const urls = linksOf('<img alt="<a href=/in-alt> <img src=x>" src="/a.webp"><p title=\'<a href="/t">\'>').map(
      (l) => l.url,
    );
    expect(urls).toEqual(['/a.webp']);
  });
});
