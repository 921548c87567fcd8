// Lexical (Payload 3 rich text) builders, with a tiny markup: **bold**, _italic_, ***both***, [words](https://url).
export type LexNode = Record<string, unknown>;

const base = { version: 1, format: '', indent: 0, direction: 'ltr' } as const;

export function text(value: string, format: 0 | 1 | 2 | 3 = 0): LexNode {
  return { type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' };
}

export function link(url: string, words: string): LexNode {
  return {
    type: 'link',
    ...base,
    version: 3,
    fields: { url, newTab: true, linkType: 'custom' },
    children: [text(words)],
  };
}

/** Inline markup to Lexical text and link nodes. */
export function inline(markup: string): LexNode[] {
  const out: LexNode[] = [];
  const re = /\*\*\*(.+?)\*\*\*|\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((https:\/\/[^)\s]+)\)/g;
  let at = 0;
  for (let m = re.exec(markup); m; m = re.exec(markup)) {
    if (m.index > at) out.push(text(markup.slice(at, m.index)));
    if (m[1] !== undefined) out.push(text(m[1], 3));
    else if (m[2] !== undefined) out.push(text(m[2], 1));
    else if (m[3] !== undefined) out.push(text(m[3], 2));
    else out.push(link(m[5] as string, m[4] as string));
    at = m.index + m[0].length;
  }
  if (at < markup.length) out.push(text(markup.slice(at)));
  return out;
}

export const paragraph = (markup: string): LexNode => ({
  type: 'paragraph',
  ...base,
  textFormat: 0,
  textStyle: '',
  children: inline(markup),
});
export const heading = (words: string): LexNode => ({ type: 'heading', ...base, tag: 'h2', children: [text(words)] });
export const bulletList = (items: string[]): LexNode => ({
  type: 'list',
  ...base,
  listType: 'bullet',
  tag: 'ul',
  start: 1,
  children: items.map((item, i) => ({ type: 'listitem', ...base, value: i + 1, children: inline(item) })),
});

/** Blocks: a string is a paragraph, `## x` a heading, `- a\n- b` a bullet list. */
export function lexical(blocks: string[]): { root: LexNode } {
  const children = blocks.map((b) => {
    if (b.startsWith('## ')) return heading(b.slice(3));
    if (b.startsWith('- ')) return bulletList(b.split('\n').map((l) => l.replace(/^- /, '')));
    return paragraph(b);
  });
  return { root: { type: 'root', ...base, children } };
}
