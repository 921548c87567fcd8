// The news feed: RSS 2.0 of the latest articles, newest first, with plain-text descriptions. Pure: no clock inside.
// One per language: /rss.xml, and /ne/rss.xml linking the Nepali pages, with an article's Nepali title and preview
// (title_ne, preview_ne) where the CMS has them, else the article's own as written.
import type { Article, NewsCategory } from '../api/types.ts';
import { articleDescription } from '../league/article-meta.ts';
import { sortArticles } from '../league/news.ts';
import { time } from '../nepal-day.ts';
import { HTML_LANG, localize, type Locale } from '../locales.ts';
import { xmlText } from './xml-text.ts';

/** Readers poll the whole file: the newest 20 cover weeks of a school league's news at a few kilobytes. */
/** A news feed's language: its locale, title, description and category names. */
export type NewsFeedLanguage = {
  locale: Locale;
  title: string;
  description: string;
  category: (c: NewsCategory) => string;
};

export const RSS_ITEMS = 20;
export const RSS_PATH = '/rss.xml';

/** An article with the CMS's optional Nepali fields (the news types add them: src/lib/api/types.ts). */
type FeedArticle = Article & { titleNe?: string | null; previewNe?: string | null };

export type RssInput = {
  title: string;
  description: string;
  siteUrl: string;
  articles: FeedArticle[];
  /** The feed's language: its links, its <language>, and the Nepali fields of the articles. English by default. */
  locale?: Locale;
  /** A category as the feed's language names it (the CMS's name by default). */
  category?: (c: NewsCategory) => string;
};

const el = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function item(a: FeedArticle, input: RssInput): string {
  const locale = input.locale ?? 'en';
  const link = `${input.siteUrl}${localize(locale, `/blogs/${encodeURIComponent(a.id)}`)}`;
  const published = time(a.date);
  const nepali = locale === 'ne';
  const title = (nepali && a.titleNe?.trim()) || a.title;
  const description = (nepali && a.previewNe?.trim()) || articleDescription(a);
  return [
    '<item>',
    el('title', title),
    el('link', link),
    `<guid isPermaLink="true">${xmlText(link)}</guid>`,
    // RFC 822 date (toUTCString's form); an article with no usable date simply has none.
    ...(published === null ? [] : [el('pubDate', new Date(published).toUTCString())]),
    ...(a.category ? [el('category', input.category ? input.category(a.category) : a.category)] : []),
    el('description', description),
    '</item>',
  ].join('');
}

export function rssFeed(input: RssInput): string {
  const locale = input.locale ?? 'en';
  const items = (sortArticles(input.articles) as FeedArticle[]).slice(0, RSS_ITEMS);
  const newest = items.map((a) => time(a.date)).find((t): t is number => t !== null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    el('title', input.title),
    el('link', `${input.siteUrl}${localize(locale, '/blogs')}`),
    el('description', input.description),
    `<language>${HTML_LANG[locale]}</language>`,
    `<atom:link href="${xmlText(`${input.siteUrl}${localize(locale, RSS_PATH)}`)}" rel="self" type="application/rss+xml"/>`,
    // The newest article's date, never the build's clock: the same news gives the same file.
    ...(newest === undefined ? [] : [el('lastBuildDate', new Date(newest).toUTCString())]),
    ...items.map((a) => item(a, input)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
