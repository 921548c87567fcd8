// An article as a page in one language shows it: in Nepali the CMS's Nepali title, preview and body where the
// document has them (each on its own: a Nepali title over an English body is fine), else the English ones marked
// lang="en" (docs/deploying.md, "Nepali fields").
import type { Locale } from './locales.ts';
import type { Article, RichBlock } from './api/types.ts';
import { cmsText, type CmsText } from './cms-text.ts';
import { articleDescription } from './league/article-meta.ts';

export type LocalArticle = {
  title: CmsText;
  preview: CmsText | null;
  body: { blocks: RichBlock[]; lang: 'en' | undefined };
  /** The page's meta description: the preview, else the start of the body, else the title, in the language shown. */
  description: string;
};

export function localArticle(article: Article, locale: Locale): LocalArticle {
  const title = cmsText(article.title, article.titleNe, locale);
  const preview =
    article.preview || article.previewNe ? cmsText(article.preview ?? '', article.previewNe, locale) : null;
  const nepaliBody = locale === 'ne' && (article.contentNe?.length ?? 0) > 0;
  const body: LocalArticle['body'] = nepaliBody
    ? { blocks: article.contentNe ?? [], lang: undefined }
    : { blocks: article.content, lang: locale === 'ne' ? 'en' : undefined };
  const shownPreview = preview && preview.text ? preview.text : null;
  const description = articleDescription({ title: title.text, preview: shownPreview, content: body.blocks });
  return { title, preview: shownPreview ? preview : null, body, description };
}
