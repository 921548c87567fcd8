// The news feed's HTTP answer in a language (src/pages/rss.xml.ts, src/pages/ne/rss.xml.ts): title, description,
// links and categories in that language, whose words the pages give (`newsFeedLanguage` in src/i18n/texts/feeds.ts).
import { SITE_URL } from '../config.ts';
import { getArticles } from '../content.ts';
import { rssFeed, type NewsFeedLanguage } from './rss.ts';

export async function newsFeed(lang: NewsFeedLanguage): Promise<Response> {
  const body = rssFeed({
    title: lang.title,
    description: lang.description,
    siteUrl: SITE_URL,
    articles: await getArticles(),
    locale: lang.locale,
    category: lang.category,
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
