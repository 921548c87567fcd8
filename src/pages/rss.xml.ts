// /rss.xml: the news feed (RSS 2.0), rebuilt with the site; every page links to it from its head.
import type { APIRoute } from 'astro';
import { LEAGUE_NAME } from '../consts.ts';
import { SITE_URL } from '../lib/config.ts';
import { getArticles } from '../lib/content.ts';
import { rssFeed } from '../lib/feeds/rss.ts';

export const GET: APIRoute = async () =>
  new Response(rssFeed({ title: `${LEAGUE_NAME} news`, description: `Match reports, league news, team news and interviews of the ${LEAGUE_NAME}.`, siteUrl: SITE_URL, articles: await getArticles() }), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
