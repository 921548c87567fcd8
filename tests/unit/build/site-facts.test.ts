// The pieces of a build that lets unchanged pages skip rendering: what a page's HTML tells the end of the build (its
// inline hashes and images), the book that keeps it for reused pages, and the data half of a page's render key.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toImage } from '../../../src/lib/api/media.ts';
import { renderDigest } from '../../../src/lib/render-digest.ts';
import { cspHash } from '../../../src/lib/security/inline-hashes.ts';
import { readBook, writeBook } from '../../../src/lib/site-facts/book.ts';
import { pageFacts, pageName, unionFacts } from '../../../src/lib/site-facts/page-facts.ts';

const work = mkdtempSync(join(tmpdir(), 'league-facts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const IMG = '/_astro/img/0123456789ab-120x120-pad78.webp';
const html = `<html><head><style>a{b:c}</style><script>one()</script><script type="application/ld+json">{"x":1}</script></head>
  <body><img src="${IMG}" srcset="${IMG} 1x, /_astro/img/0123456789ab-240x240-pad78.webp 2x"><img src="/images/default-team.svg">
  <script type="module">two()</script><script>one()</script></body></html>`;

describe('page facts', () => {
  it('are the distinct inline hashes and processed images of a page', () => {
    expect(pageFacts(html)).toEqual({
      scripts: [cspHash('one()'), cspHash('two()')].sort(),
      styles: [cspHash('a{b:c}')],
      images: ['0123456789ab-120x120-pad78.webp', '0123456789ab-240x240-pad78.webp'],
    });
  });

  it('of several pages unite without repeats; page names ignore slashes', () => {
    const u = unionFacts([pageFacts(html), pageFacts('<style>x{}</style>')]);
    expect(u.styles).toHaveLength(2);
    expect(u.scripts).toHaveLength(2);
    expect(['/teams/1/', 'teams/1/', 'teams/1'].map(pageName)).toEqual(['teams/1', 'teams/1', 'teams/1']);
    expect(pageName('/')).toBe('');
  });

  it('are kept in the book as written, each string once', () => {
    const file = join(work, 'book.json');
    const pages = new Map([
      ['', pageFacts(html)],
      ['teams/1', pageFacts('<style>x{}</style><script>one()</script>')],
      // A page with a search record (issue 23) keeps it; the others have none.
      ['teams/2', pageFacts('<html lang="ne"><body><h1 data-pagefind-body>विद्यालय</h1></body></html>')],
    ]);
    expect(pages.get('teams/2')?.search).toBe(
      '<!doctype html><html lang="ne"><body><h1 data-pagefind-body>विद्यालय</h1></body></html>',
    );
    writeBook(file, { stamp: 's1', pages });
    const read = readBook(file);
    expect(read).toEqual({ stamp: 's1', pages });
    expect(read?.pages.get('teams/2')?.search).toBe(pages.get('teams/2')?.search);
    expect(read?.pages.get('teams/1')).not.toHaveProperty('search');
    expect(readBook(join(work, 'none.json'))).toBeNull();
  });
});

describe('render digest', () => {
  const hash = (t: string) => `h(${t.length}:${t})`;
  const photo = toImage(
    { url: '/api/media/file/p.png', updatedAt: '2026-01-01T00:00:00.000Z', filesize: 10 },
    'player',
    '',
    'http://api.test',
  );
  const player = { id: '3', name: 'A', photo };

  it('is the same for the same data and differs when the data does', () => {
    expect(renderDigest(player, [], hash)).toBe(renderDigest({ ...player }, [], hash));
    expect(renderDigest({ ...player, name: 'B' }, [], hash)).not.toBe(renderDigest(player, [], hash));
  });

  it('is null when the page shows an image the last build could not use: it renders and tries again', () => {
    expect(renderDigest(player, ['http://api.test/api/media/file/p.png'], hash)).toBeNull();
    expect(renderDigest(player, ['http://api.test/api/media/file/other.png'], hash)).not.toBeNull();
  });

  it('is null for an image without a version (its file may change unseen), not for a default image', () => {
    const unversioned = toImage({ url: '/api/media/file/p.png' }, 'player', '', 'http://api.test');
    expect(renderDigest({ ...player, photo: unversioned }, [], hash)).toBeNull();
    expect(renderDigest({ ...player, photo: toImage(null, 'player') }, [], hash)).not.toBeNull();
  });
});
