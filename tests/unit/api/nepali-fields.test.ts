// The CMS's optional Nepali fields (docs/deploying.md, "Nepali fields"): read by the parsers, absent or blank as null
// (an empty body), and chosen by the page's language with the English text as the fallback, marked lang="en".
import { describe, expect, it } from 'vitest';
import { parseMany } from '../../../src/lib/api/normalise.ts';
import { articleSchema, highlightSchema, noticeSchema } from '../../../src/lib/api/schemas.ts';
import { cmsText } from '../../../src/lib/cms-text.ts';
import { localArticle } from '../../../src/lib/local-article.ts';
import { article } from '../support/factories.ts';

const lexical = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text, format: 0 }] }] },
});
const quiet = () => {};

describe('Nepali fields from the CMS', () => {
  it('reads title_ne, preview_ne and a content_ne body in the rich-text format of content', () => {
    const [a] = parseMany(
      articleSchema,
      [
        {
          id: 7,
          title: 'Tickets on sale',
          preview: 'Book online.',
          content: lexical('English body'),
          title_ne: '  टिकट बिक्रीमा ',
          preview_ne: 'अनलाइन बुक गर्नुहोस्।',
          content_ne: lexical('नेपाली मुख्य भाग'),
        },
      ],
      'blogs',
      quiet,
    );
    expect(a).toMatchObject({ title: 'Tickets on sale', titleNe: 'टिकट बिक्रीमा', previewNe: 'अनलाइन बुक गर्नुहोस्।' });
    expect(a!.contentNe).toEqual([
      {
        t: 'p',
        children: [
          {
            t: 'text',
            text: 'नेपाली मुख्य भाग',
            bold: false,
            italic: false,
            strike: false,
            underline: false,
            code: false,
          },
        ],
      },
    ]);
    expect(a!.content).toEqual([{ t: 'p', children: [expect.objectContaining({ text: 'English body' })] }]);
  });

  it('gives null and an empty body when the fields are missing, null, blank or not text', () => {
    const docs = [
      { id: 1, title: 'A' },
      { id: 2, title: 'B', title_ne: null, preview_ne: '   ', content_ne: 'not rich text' },
      { id: 3, title: 'C', title_ne: { x: 1 }, content_ne: null },
    ];
    for (const a of parseMany(articleSchema, docs, 'blogs', quiet))
      expect(a).toMatchObject({ titleNe: null, previewNe: null, contentNe: [] });
  });

  it('reads a highlight title_ne and a notice title_ne', () => {
    const [h, plain] = parseMany(
      highlightSchema,
      [
        { id: 1, title: 'Week 9 Highlights', title_ne: 'हप्ता ९ का हाइलाइट्स' },
        { id: 2, title: 'Week 8' },
      ],
      'highlights',
      quiet,
    );
    expect([h!.titleNe, plain!.titleNe]).toEqual(['हप्ता ९ का हाइलाइट्स', null]);
    const [n] = parseMany(
      noticeSchema,
      [{ id: 2, title: 'Tickets on sale', title_ne: 'टिकट बिक्रीमा', isActive: true }],
      'posts',
      quiet,
    );
    expect(n).toMatchObject({ title: 'Tickets on sale', titleNe: 'टिकट बिक्रीमा' });
  });
});

describe('the text a page shows', () => {
  it('shows the Nepali field unmarked on a Nepali page, else the text as written marked English; English pages never change', () => {
    expect(cmsText('Kit', 'नयाँ किट', 'ne')).toEqual({ text: 'नयाँ किट', lang: undefined });
    expect(cmsText('Kit', null, 'ne')).toEqual({ text: 'Kit', lang: 'en' });
    expect(cmsText('Kit', '', 'ne')).toEqual({ text: 'Kit', lang: 'en' });
    expect(cmsText('Kit', 'नयाँ किट', 'en')).toEqual({ text: 'Kit', lang: undefined });
  });

  it('takes an article’s Nepali title, preview and body each on its own, and describes the page in the language shown', () => {
    const body = [
      {
        t: 'p' as const,
        children: [
          {
            t: 'text' as const,
            text: 'English body',
            bold: false,
            italic: false,
            underline: false,
            strike: false,
            code: false,
          },
        ],
      },
    ];
    const neBody = [
      {
        t: 'p' as const,
        children: [
          {
            t: 'text' as const,
            text: 'नेपाली',
            bold: false,
            italic: false,
            underline: false,
            strike: false,
            code: false,
          },
        ],
      },
    ];
    const a = article({ title: 'Title', preview: 'Preview', content: body, titleNe: 'शीर्षक' });
    expect(localArticle(a, 'ne')).toEqual({
      title: { text: 'शीर्षक', lang: undefined },
      preview: { text: 'Preview', lang: 'en' },
      body: { blocks: body, lang: 'en' },
      description: 'Preview',
    });
    const whole = article({
      title: 'Title',
      preview: null,
      content: body,
      titleNe: 'शीर्षक',
      previewNe: 'सारांश',
      contentNe: neBody,
    });
    expect(localArticle(whole, 'ne')).toMatchObject({
      preview: { text: 'सारांश', lang: undefined },
      body: { blocks: neBody, lang: undefined },
      description: 'सारांश',
    });
    expect(localArticle(whole, 'en')).toEqual({
      title: { text: 'Title', lang: undefined },
      preview: null,
      body: { blocks: body, lang: undefined },
      description: 'English body',
    });
  });
});
