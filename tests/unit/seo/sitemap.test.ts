// The sitemap lists every public page with absolute URLs and the documents' own dates; robots.txt keeps purchases out.
import { describe, expect, it } from 'vitest';
import type { Team } from '../../../src/lib/api/types.ts';
import { robotsTxt, sitemapEntries, sitemapXml, STATIC_ROUTES } from '../../../src/lib/seo/sitemap.ts';
import { article, match, player } from '../support/factories.ts';

const img = { src: '/x.png', alt: '', width: null, height: null, isDefault: false };
const team = (id: string, playerIds: string[] = [], updatedAt: string | null = null): Team => ({
  id,
  name: `T${id}`,
  logo: img,
  foundedYear: null,
  stadium: null,
  manager: null,
  details: null,
  playerIds,
  updatedAt,
});

describe('sitemapEntries', () => {
  const data = {
    teams: [team('1', ['10', '13'], '2026-01-02T03:04:05.000Z'), team('2')],
    players: [
      player({ id: '10', teamId: '2' }),
      player({ id: '11', teamId: '2' }),
      player({ id: '12', teamId: null }),
      player({ id: '13', teamId: null }),
    ],
    matches: [match({ id: '5' })],
    articles: [
      article({ id: '7', date: '2026-03-01T00:00:00.000Z' }),
      article({ id: '8', date: null, createdAt: 'bad' }),
    ],
  };
  const entries = sitemapEntries(data);
  const paths = entries.map((e) => e.path);

  it('starts with every static route of SPEC §2, none of the purchase steps', () => {
    expect(paths.slice(0, STATIC_ROUTES.length)).toEqual([...STATIC_ROUTES]);
    for (const p of ['/checkout', '/success', '/payment-response']) expect(paths).not.toContain(p);
  });

  it.each([
    ['/teams/1', '2026-01-02T03:04:05.000Z'],
    ['/teams/2', null],
    ['/teams/2/players/10', null], // the player's own team field first, as the player pages do
    ['/teams/2/players/11', null],
    ['/teams/1/players/13', null], // no team field: the team that lists the player
    ['/fixture/5', null],
    ['/blogs/7', '2026-03-01T00:00:00.000Z'],
    ['/blogs/8', null],
  ])('lists %s with lastmod %s', (path, lastmod) => {
    expect(entries.find((e) => e.path === path)).toEqual({ path, lastmod });
  });

  it('leaves out a player with no team (there is no page for them)', () => {
    expect(paths.some((p) => p.endsWith('/players/12'))).toBe(false);
  });

  it("lists a national league's own pages after the static routes, once each (issue 23)", () => {
    const national = ['/table/3', '/fixture/group/3', '/fixture/page/2', '/table/3'];
    const withGroups = sitemapEntries({ ...data, national }).map((e) => e.path);
    expect(withGroups.slice(STATIC_ROUTES.length, STATIC_ROUTES.length + 3)).toEqual(national.slice(0, 3));
    expect(withGroups.filter((p) => p === '/table/3')).toHaveLength(1);
    expect(paths.some((p) => p.startsWith('/table/'))).toBe(false);
  });
});

describe('sitemapXml', () => {
  const alternates = (en: string, ne: string) =>
    `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="ne" href="${ne}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;

  it('writes absolute, escaped URLs and no build time', () => {
    const xml = sitemapXml('https://x.example', [
      { path: '/', lastmod: null },
      { path: '/a&b', lastmod: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('<url><loc>https://x.example/</loc><xhtml:link');
    expect(xml).toContain('<loc>https://x.example/a&#38;b</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>');
    expect(sitemapXml('https://x.example', [])).toBe(sitemapXml('https://x.example', []));
  });

  it('lists every page in English and in Nepali, each naming both as alternates and English as x-default', () => {
    const xml = sitemapXml('https://x.example', [
      { path: '/', lastmod: null },
      { path: '/teams/3', lastmod: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const home = alternates('https://x.example/', 'https://x.example/ne/');
    const team = alternates('https://x.example/teams/3', 'https://x.example/ne/teams/3');
    expect(xml.split('\n').filter((l) => l.includes('<url>'))).toEqual([
      `  <url><loc>https://x.example/</loc>${home}</url>`,
      `  <url><loc>https://x.example/ne/</loc>${home}</url>`,
      `  <url><loc>https://x.example/teams/3</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>${team}</url>`,
      `  <url><loc>https://x.example/ne/teams/3</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>${team}</url>`,
    ]);
  });
});

describe('robotsTxt', () => {
  it('allows all, disallows the purchase steps in both languages and names the sitemap', () => {
    expect(robotsTxt('https://x.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /checkout\nDisallow: /success\nDisallow: /payment-response\n' +
        'Disallow: /ne/checkout\nDisallow: /ne/success\nDisallow: /ne/payment-response\n\nSitemap: https://x.example/sitemap.xml\n',
    );
  });
});
