// An article's read time ('N min read') and its sharing description, with fallbacks when the CMS leaves them out.
import type { Article } from '../api/types.ts';
import { plainText } from '../api/richtext.ts';

/** Reading speed used to estimate a read time the CMS did not give. */
export const WORDS_PER_MINUTE = 200;
export const DESCRIPTION_LENGTH = 160;

/** Minutes to read: the article's readTime, else estimated from its words (at least 1). */
export function readTimeMinutes(article: Pick<Article, 'readTime' | 'content'>): number {
  if (article.readTime !== null && article.readTime > 0) return article.readTime;
  const words = plainText(article.content).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The preview, else the body's first 160 characters (cut at a word, with an ellipsis), else the title. */
export function articleDescription(article: Pick<Article, 'title' | 'preview' | 'content'>): string {
  const preview = article.preview?.trim();
  if (preview) return preview;
  const text = plainText(article.content).replace(/\s+/g, ' ').trim();
  if (!text) return article.title;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ') > DESCRIPTION_LENGTH / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord}…`;
}
