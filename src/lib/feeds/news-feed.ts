// The news feed's HTTP answer in a language (src/pages/rss.xml.ts, src/pages/ne/rss.xml.ts): title, description,
// links and categories in that language.
import { SITE_URL } from '../config.ts';
import { getArticles } from '../content.ts';
import { rssFeed } from './rss.ts';
import type { Locale } from '../../i18n/locales.ts';
import { feedsText } from '../../i18n/texts/feeds.ts';
import { shellText } from '../../i18n/texts/shell.ts';

export async function newsFeed(locale: Locale): Promise<Response> {
  const t = feedsText[locale].rss;
  const league = shellText[locale].leagueName;
  const body = rssFeed({
    title: t.title(league),
    description: t.description(league),
    siteUrl: SITE_URL,
    articles: await getArticles(),
    locale,
    category: t.category,
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
