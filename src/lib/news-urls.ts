// Addresses of the static news list pages: /blogs, /blogs/page/{n}, /blogs/category/{slug}, /blogs/category/{slug}/page/{n}.
import { NEWS_CHIPS } from './league/news.ts';

export const ALL_SLUG = 'all';

/** Page 1 has no /page/1 address, so every list has one canonical URL. */
export function newsHref(slug: string, page = 1): string {
  const base = slug === ALL_SLUG ? '/blogs' : `/blogs/category/${slug}`;
  return page <= 1 ? base : `${base}/page/${page}`;
}

export function chipBySlug(slug: string) {
  return NEWS_CHIPS.find((c) => c.slug === slug) ?? null;
}
