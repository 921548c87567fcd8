// The rich-text renderer's input: Lexical and Slate trees become safe blocks; unknown nodes and unsafe links are dropped.
import { describe, expect, it } from 'vitest';
import { plainText, toRichText } from '../../../src/lib/api/richtext.ts';

const text = (t: string, format = 0) => ({ type: 'text', text: t, format });

describe('toRichText', () => {
  it('reads paragraphs, headings, lists, quotes and links from Lexical', () => {
    const blocks = toRichText({
      root: {
        children: [
          { type: 'heading', tag: 'h2', children: [text('Title')] },
          { type: 'paragraph', children: [text('bold', 1), text(' and '), text('italic', 2), { type: 'linebreak' }] },
          {
            type: 'list',
            listType: 'number',
            children: [
              { type: 'listitem', children: [text('one')] },
              { type: 'listitem', children: [text('two')] },
            ],
          },
          { type: 'quote', children: [text('Said')] },
          {
            type: 'paragraph',
            children: [{ type: 'link', fields: { url: 'https://league.example.com' }, children: [text('site')] }],
          },
        ],
      },
    });
    expect(blocks.map((b) => b.t)).toEqual(['h2', 'p', 'ol', 'quote', 'p']);
    expect(plainText(blocks)).toBe('Title\nbold and italic \none two\nSaid\nsite');
    expect(blocks[4]).toEqual({
      t: 'p',
      children: [
        { t: 'link', href: 'https://league.example.com/', children: [expect.objectContaining({ text: 'site' })] },
      ],
    });
  });

  it('keeps the words of a javascript: or data: link but not its target', () => {
    const blocks = toRichText({
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', fields: { url: 'javascript:alert(1)' }, children: [text('click')] },
              { type: 'link', url: 'data:text/html,x', children: [text(' me')] },
            ],
          },
        ],
      },
    });
    expect(blocks).toEqual([
      {
        t: 'p',
        children: [
          expect.objectContaining({ t: 'text', text: 'click' }),
          expect.objectContaining({ t: 'text', text: ' me' }),
        ],
      },
    ]);
  });

  it('skips unknown node types and survives deep nesting and junk', () => {
    let deep: Record<string, unknown> = text('bottom');
    for (let i = 0; i < 5000; i++) deep = { type: 'link', url: 'https://x.example', children: [deep] };
    const blocks = toRichText({
      root: {
        children: [
          { type: 'upload', value: 3 },
          { type: 'paragraph', children: [deep] },
          7,
          null,
          { type: 'paragraph', children: 'nope' },
        ],
      },
    });
    expect(blocks).toEqual([]);
    expect(toRichText('just a string')).toEqual([]);
    expect(toRichText(null)).toEqual([]);
  });

  it('reads the older Slate shape with bold and italic booleans', () => {
    const blocks = toRichText([
      {
        type: 'p',
        children: [
          { text: 'Old', bold: true },
          { text: ' news', italic: true },
        ],
      },
    ]);
    expect(blocks).toEqual([
      {
        t: 'p',
        children: [
          expect.objectContaining({ text: 'Old', bold: true, italic: false }),
          expect.objectContaining({ text: ' news', italic: true }),
        ],
      },
    ]);
  });

  it('keeps markup in text as text', () => {
    const [b] = toRichText({
      root: { children: [{ type: 'paragraph', children: [text('<img src=x onerror=alert(1)>')] }] },
    });
    expect(b).toEqual({ t: 'p', children: [expect.objectContaining({ text: '<img src=x onerror=alert(1)>' })] });
  });
});
