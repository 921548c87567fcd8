import { describe, expect, it } from 'vitest';
import { articleDescription, readTimeMinutes } from '../../../src/lib/league/article-meta.ts';
import { newsText } from '../../../src/i18n/texts/news.ts';
import type { RichBlock } from '../../../src/lib/api/richtext.ts';
import { article } from '../support/factories.ts';

const para = (text: string): RichBlock => ({
  t: 'p',
  children: [{ t: 'text', text, bold: false, italic: false, underline: false, strike: false, code: false }],
});
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe("read time (SPEC §3: readTime in minutes, shown as 'N min read')", () => {
  it.each([
    ['the CMS value', article({ readTime: 4 }), 4],
    ['estimated at 200 words a minute when missing', article({ readTime: null, content: [para(words(600))] }), 3],
    ['at least one minute', article({ readTime: null, content: [para('Short.')] }), 1],
    ['at least one minute for an empty body', article({ readTime: null, content: [] }), 1],
  ])('%s', (_label, a, minutes) => {
    expect(readTimeMinutes(a)).toBe(minutes);
    expect(newsText.en.readTime(String(minutes))).toBe(`${minutes} min read`);
  });
});

describe('article description (SPEC §1: every page sets a description for sharing)', () => {
  it('is the preview when there is one', () => {
    expect(articleDescription(article({ preview: '  A preview.  ', content: [para('Body')] }))).toBe('A preview.');
  });
  it('is the whole body text when short and there is no preview', () => {
    expect(articleDescription(article({ preview: null, content: [para('First.'), para('Second.')] }))).toBe(
      'First. Second.',
    );
  });
  it('is cut at a word to at most 160 characters, with an ellipsis', () => {
    const d = articleDescription(article({ preview: '', content: [para(words(100))] }));
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('…')).toBe(true);
    expect(words(100).startsWith(d.slice(0, -1))).toBe(true);
    expect(d.slice(0, -1).endsWith(' ')).toBe(false);
  });
  it('is the title when there is neither preview nor body', () => {
    expect(articleDescription(article({ title: 'Title', preview: null, content: [] }))).toBe('Title');
  });
});
