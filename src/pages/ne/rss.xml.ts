// /ne/rss.xml: the news feed in Nepali, linked from every Nepali page's head: Nepali titles where the CMS has them,
// links to the Nepali pages.
import type { APIRoute } from 'astro';
import { newsFeed } from '../../lib/feeds/news-feed.ts';
import { newsFeedLanguage } from '../../i18n/texts/feeds.ts';

export const GET: APIRoute = () => newsFeed(newsFeedLanguage('ne'));
