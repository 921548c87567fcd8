// Rich text from the CMS (Lexical JSON, or older Slate arrays) turned into a small, safe tree of blocks.
// Text stays text: nothing here produces HTML, and links keep only http(s) and mailto targets.
import { safeHref } from './safe-url.ts';

export type RichLeaf = {
  t: 'text';
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  code: boolean;
};
export type RichInline = RichLeaf | { t: 'link'; href: string; children: RichLeaf[] } | { t: 'br' };
export type RichBlock =
  | { t: 'p' | 'quote'; children: RichInline[] }
  | { t: 'h2' | 'h3' | 'h4'; children: RichInline[] }
  | { t: 'ul' | 'ol'; items: RichInline[][] };

const MAX_DEPTH = 12;
const MAX_BLOCKS = 500;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && !Array.isArray(v);
const childrenOf = (n: Node): unknown[] => (Array.isArray(n.children) ? n.children : []);

function leaf(n: Node): RichLeaf | null {
  if (typeof n.text !== 'string' || n.text === '') return null;
  const f = typeof n.format === 'number' ? n.format : 0;
  return {
    t: 'text',
    text: n.text,
    bold: (f & 1) !== 0 || n.bold === true,
    italic: (f & 2) !== 0 || n.italic === true,
    strike: (f & 4) !== 0 || n.strikethrough === true,
    underline: (f & 8) !== 0 || n.underline === true,
    code: (f & 16) !== 0 || n.code === true,
  };
}

function linkHref(n: Node): string | null {
  const fields = isNode(n.fields) ? n.fields : {};
  const href = safeHref(fields.url ?? n.url);
  return href && /^(https?|mailto):/i.test(href) ? href : null;
}

function inlines(nodes: unknown[], depth: number): RichInline[] {
  const out: RichInline[] = [];
  if (depth > MAX_DEPTH) return out;
  for (const n of nodes) {
    if (!isNode(n)) continue;
    if (n.type === 'linebreak') out.push({ t: 'br' });
    else if (n.type === 'link' || n.type === 'autolink') {
      const kids = inlines(childrenOf(n), depth + 1).filter((c): c is RichLeaf => c.t === 'text');
      const href = linkHref(n);
      if (href && kids.length) out.push({ t: 'link', href, children: kids });
      else out.push(...kids); // an unsafe link keeps its words, loses its target
    } else if (n.type === 'text' || (n.type === undefined && typeof n.text === 'string')) {
      const l = leaf(n);
      if (l) out.push(l);
    }
    // Unknown inline node types are skipped.
  }
  return out;
}

const HEADING: Record<string, 'h2' | 'h3' | 'h4'> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

function block(n: Node, depth: number): RichBlock | null {
  const type = typeof n.type === 'string' ? n.type : '';
  const kids = childrenOf(n);
  if (type === 'paragraph' || type === 'p') return { t: 'p', children: inlines(kids, depth + 1) };
  if (type === 'quote' || type === 'blockquote') return { t: 'quote', children: inlines(kids, depth + 1) };
  if (type === 'heading' || type in HEADING) {
    const tag = typeof n.tag === 'string' ? n.tag : type;
    return { t: HEADING[tag] ?? 'h2', children: inlines(kids, depth + 1) };
  }
  if (type === 'list' || type === 'ul' || type === 'ol') {
    const ordered = n.listType === 'number' || n.tag === 'ol' || type === 'ol';
    const items = kids
      .filter(isNode)
      .filter((k) => k.type === 'listitem' || k.type === 'li')
      .map((k) => inlines(childrenOf(k), depth + 2));
    return { t: ordered ? 'ol' : 'ul', items };
  }
  return null; // unknown block types are skipped
}

/** Normalises a Lexical document ({root:{children}}) or a Slate array into safe blocks. */
export function toRichText(content: unknown): RichBlock[] {
  let nodes: unknown[] = [];
  if (Array.isArray(content)) nodes = content;
  else if (isNode(content) && isNode(content.root)) nodes = childrenOf(content.root);
  const out: RichBlock[] = [];
  for (const n of nodes.slice(0, MAX_BLOCKS)) {
    if (!isNode(n)) continue;
    const b = block(n, 0);
    if (!b) continue;
    const empty = 'children' in b ? b.children.length === 0 : b.items.length === 0;
    if (!empty) out.push(b);
  }
  return out;
}

/** The plain text of blocks (descriptions, read time estimates). */
export function plainText(blocks: RichBlock[]): string {
  const line = (xs: RichInline[]) =>
    xs.map((x) => (x.t === 'text' ? x.text : x.t === 'link' ? x.children.map((c) => c.text).join('') : ' ')).join('');
  return blocks.map((b) => ('children' in b ? line(b.children) : b.items.map(line).join(' '))).join('\n');
}
