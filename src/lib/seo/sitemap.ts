// sitemap.xml: the public routes of SPEC §2 plus every team, player, match and article page, with the documents' own dates,
// each in both languages (English at its path, Nepali under /ne/), every URL naming the other as its alternate.
import type { Article, Match, Player, Team } from '../api/types.ts';
import { squadsByTeam } from '../league/team-squads.ts';
import { HTML_LANG, LOCALES, localize } from '../locales.ts';

export type SitemapEntry = { path: string; lastmod: string | null };

/** Every static route a visitor can land on; checkout, success and payment-response are steps of a purchase, not pages to index. */
export const STATIC_ROUTES = [
  '/',
  '/teams',
  '/fixture',
  '/results',
  '/table',
  '/blogs',
  '/highlights',
  '/live-match',
  '/about',
  '/contact',
  '/privacy',
  '/sponsers',
  '/register',
  '/book-seat',
] as const;

/** Disallowed in robots.txt (purchase steps that carry a buyer's session). */
export const PRIVATE_ROUTES = ['/checkout', '/success', '/payment-response'] as const;

function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** `national`: a national league's own pages (issue 23: its groups' pages, the later fixture and result pages). */
type Data = { teams: Team[]; players: Player[]; matches: Match[]; articles: Article[]; national?: string[] };

export function sitemapEntries({ teams, players, matches, articles, national = [] }: Data): SitemapEntry[] {
  const entries: SitemapEntry[] = STATIC_ROUTES.map((path) => ({ path, lastmod: null }));
  for (const path of national) entries.push({ path, lastmod: null });
  for (const t of teams) entries.push({ path: `/teams/${t.id}`, lastmod: isoOrNull(t.updatedAt) });
  // The same squads the player pages are generated from.
  for (const [teamId, squad] of squadsByTeam(teams, players)) {
    for (const p of squad) entries.push({ path: `/teams/${teamId}/players/${p.id}`, lastmod: null });
  }
  for (const m of matches) entries.push({ path: `/fixture/${m.id}`, lastmod: null });
  for (const a of articles) entries.push({ path: `/blogs/${a.id}`, lastmod: isoOrNull(a.date ?? a.createdAt) });
  const seen = new Set<string>();
  return entries.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One <url> per page and language, English first: each lists every language's URL of the page as an alternate
 * (hreflang en, ne) and English as x-default, as the pages' own heads do (BaseHead.astro).
 */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const url = (locale: (typeof LOCALES)[number]) => escapeXml(`${siteUrl}${localize(locale, e.path)}`);
    const link = (hreflang: string, href: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
    const alternates = [...LOCALES.map((l) => link(HTML_LANG[l], url(l))), link('x-default', url('en'))].join('');
    return LOCALES.map(
      (l) => `  <url><loc>${url(l)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The purchase steps in both languages. */
export function robotsTxt(siteUrl: string): string {
  const disallow = LOCALES.flatMap((l) => PRIVATE_ROUTES.map((p) => `Disallow: ${localize(l, p)}`)).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
