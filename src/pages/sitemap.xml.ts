// /sitemap.xml: every public page with absolute URLs; dates come from the documents, so the output is deterministic.
import type { APIRoute } from 'astro';
import { getArticles, getMatches, getPlayers, getTeams } from '../lib/content.ts';
import { SITE_URL } from '../lib/config.ts';
import { sitemapEntries, sitemapXml } from '../lib/seo/sitemap.ts';
import { buildNow } from '../lib/build-clock.ts';
import { fixturePages, getNational, resultPages } from '../lib/national.ts';
import {
  laterPages,
  fixturesPagePath,
  groupFixturesPath,
  groupResultsPath,
  groupTablePath,
  groupTeamsPath,
  KNOCKOUT_PATH,
  resultsPagePath,
} from '../lib/page-paths.ts';
import { getBracket } from '../lib/knockout-data.ts';

/** A national league's own pages (issue 23); none for a league without groups. */
async function nationalPaths(): Promise<string[]> {
  const nat = await getNational();
  if (!nat.national) return [];
  const [fixtures, results] = await Promise.all([fixturePages(buildNow()), resultPages()]);
  return [
    ...nat.groups.flatMap((g) => [
      groupTablePath(g.id),
      groupFixturesPath(g.id),
      groupResultsPath(g.id),
      groupTeamsPath(g.id),
    ]),
    ...laterPages(fixtures.length).map(fixturesPagePath),
    ...laterPages(results.length).map(resultsPagePath),
    ...((await getBracket()).length ? [KNOCKOUT_PATH] : []),
  ];
}

export const GET: APIRoute = async () => {
  const [teams, players, matches, articles, national] = await Promise.all([
    getTeams(),
    getPlayers(),
    getMatches(),
    getArticles(),
    nationalPaths(),
  ]);
  const body = sitemapXml(SITE_URL, sitemapEntries({ teams, players, matches, articles, national }));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
