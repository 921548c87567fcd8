// /sitemap.xml: every public page with absolute URLs; dates come from the documents, so the output is deterministic.
import type { APIRoute } from 'astro';
import { getArticles, getMatches, getPlayers, getTeams } from '../lib/content.ts';
import { SITE_URL } from '../lib/config.ts';
import { sitemapEntries, sitemapXml } from '../lib/seo/sitemap.ts';

export const GET: APIRoute = async () => {
  const [teams, players, matches, articles] = await Promise.all([
    getTeams(),
    getPlayers(),
    getMatches(),
    getArticles(),
  ]);
  const body = sitemapXml(SITE_URL, sitemapEntries({ teams, players, matches, articles }));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
