// /rss.xml: the news feed (RSS 2.0), rebuilt with the site; every English page links to it from its head
// (the Nepali one: src/pages/ne/rss.xml.ts).
import type { APIRoute } from 'astro';
import { newsFeed } from '../lib/feeds/news-feed.ts';
import { newsFeedLanguage } from '../i18n/texts/feeds.ts';

export const GET: APIRoute = () => newsFeed(newsFeedLanguage('en'));
