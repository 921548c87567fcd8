// News list (SPEC §2, §9): category chips, the featured first article, then 3 per page.
import type { Article, NewsCategory } from '../api/types.ts';
import { NEWS_CATEGORIES } from '../api/types.ts';
import { time } from '../format/base.ts';
import { pageCount, pageOf } from './pagination.ts';

export const NEWS_PER_PAGE = 3;
/** All News and the categories; the chips' words are the page's language's (src/i18n/texts/news.ts). */
export const NEWS_CHIPS: Array<{ category: NewsCategory | null; slug: string }> = [
  { category: null, slug: 'all' },
  ...NEWS_CATEGORIES.map((c) => ({ category: c, slug: c.toLowerCase().replace(/\s+/g, '-') })),
];

export function sortArticles(list: Article[]): Article[] {
  return [...list].sort(
    (a, b) => (time(b.date) ?? -Infinity) - (time(a.date) ?? -Infinity) || Number(b.id) - Number(a.id),
  );
}

export type NewsPage = { featured: Article | null; cards: Article[]; page: number; pages: number };

/** The first article of the category is featured; the rest are paged, 3 per page. */
export function newsPage(list: Article[], category: NewsCategory | null, page: number): NewsPage {
  const filtered = sortArticles(list).filter((a) => category === null || a.category === category);
  const [featured = null, ...rest] = filtered;
  const pages = pageCount(rest.length, NEWS_PER_PAGE);
  const p = Math.min(Math.max(1, page), pages);
  return { featured, cards: pageOf(rest, p, NEWS_PER_PAGE), page: p, pages };
}
