// The news feed: RSS 2.0 of the latest articles, newest first, with plain-text descriptions. Pure: no clock inside.
import type { Article } from '../api/types.ts';
import { articleDescription } from '../league/article-meta.ts';
import { sortArticles } from '../league/news.ts';
import { time } from '../nepal-day.ts';
import { xmlText } from './xml-text.ts';

/** Readers poll the whole file: the newest 20 cover weeks of a school league's news at a few kilobytes. */
export const RSS_ITEMS = 20;
export const RSS_PATH = '/rss.xml';

export type RssInput = { title: string; description: string; siteUrl: string; articles: Article[] };

const el = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function item(a: Article, siteUrl: string): string {
  const link = `${siteUrl}/blogs/${encodeURIComponent(a.id)}`;
  const published = time(a.date);
  return [
    '<item>',
    el('title', a.title),
    el('link', link),
    `<guid isPermaLink="true">${xmlText(link)}</guid>`,
    // RFC 822 date (toUTCString's form); an article with no usable date simply has none.
    ...(published === null ? [] : [el('pubDate', new Date(published).toUTCString())]),
    ...(a.category ? [el('category', a.category)] : []),
    el('description', articleDescription(a)),
    '</item>',
  ].join('');
}

export function rssFeed(input: RssInput): string {
  const items = sortArticles(input.articles).slice(0, RSS_ITEMS);
  const newest = items.map((a) => time(a.date)).find((t): t is number => t !== null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    el('title', input.title),
    el('link', `${input.siteUrl}/blogs`),
    el('description', input.description),
    '<language>en</language>',
    `<atom:link href="${xmlText(`${input.siteUrl}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    // The newest article's date, never the build's clock: the same news gives the same file.
    ...(newest === undefined ? [] : [el('lastBuildDate', new Date(newest).toUTCString())]),
    ...items.map((a) => item(a, input.siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
