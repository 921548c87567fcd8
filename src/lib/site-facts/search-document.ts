// A page's search record (issue 23): the parts of its HTML that Pagefind indexes (elements marked data-pagefind-body),
// cut out while the page is still in memory, so the end of the build feeds Pagefind small documents instead of reading
// every page again (src/integrations/search-index.ts). The cut keeps what Pagefind reads: text, element names, and
// the attributes it uses (id for anchors, lang, data-pagefind-*, and data-search-* that meta and filters name);
// scripts, styles, templates, images and SVG are dropped (Pagefind would ignore them), with every other attribute (an
// island's props can be kilobytes). Found with a small tokenizer, as inline-hashes.ts does: markup inside an
// attribute value is data.

const KEEP_ATTRIBUTE = /^(id|lang|data-pagefind-[\w-]+|data-search-[\w-]+)$/;
/** Elements dropped with their content. */
const DROPPED = new Set(['script', 'style', 'template', 'svg', 'noscript', 'img', 'picture', 'source', 'video']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** End of the start tag that opens at `from` (the `>` outside quoted attribute values). */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return html.length;
}

function attributes(tag: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(tag); m; m = re.exec(tag)) out.push([m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']);
  return out;
}

const quoteAttr = (v: string) => v.replace(/&(?!#?\w+;)/g, '&amp;').replace(/"/g, '&quot;');

type Tag = { name: string; closing: boolean; start: number; end: number; attrs: string };

/** The tag starting at `i` (a '<'), or null for text that only looks like one. */
function tagAt(html: string, i: number): Tag | null {
  const m = /^<(\/?)([a-zA-Z][\w-]*)/.exec(html.slice(i, i + 64));
  if (!m) return null;
  const end = tagEnd(html, i + 1);
  return { name: m[2]!.toLowerCase(), closing: m[1] === '/', start: i, end, attrs: html.slice(i + m[0].length, end) };
}

/** Index just past the end tag that closes the element whose start tag ends at `from` (nesting counted). */
function skipElement(html: string, name: string, from: number): number {
  let depth = 1;
  let i = from;
  while ((i = html.indexOf('<', i)) >= 0) {
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const tag = tagAt(html, i);
    if (!tag) {
      i++;
      continue;
    }
    if (tag.name === name && !tag.attrs.trimEnd().endsWith('/')) {
      depth += tag.closing ? -1 : 1;
      if (depth === 0) return tag.end + 1;
    }
    if (!tag.closing && (tag.name === 'script' || tag.name === 'style')) {
      const closer = tag.name === 'script' ? /<\/script/gi : /<\/style/gi;
      closer.lastIndex = tag.end + 1;
      const close = closer.exec(html)?.index ?? -1;
      i = close < 0 ? html.length : close;
      continue;
    }
    i = tag.end + 1;
  }
  return html.length;
}

/** The element starting at `tag`, reduced to what Pagefind reads; returns its text and where it ends. */
function copyElement(html: string, tag: Tag): { out: string; next: number } {
  const parts: string[] = [];
  const stack: string[] = [];
  const open = (t: Tag) => {
    const kept = attributes(t.attrs)
      .filter(([k]) => KEEP_ATTRIBUTE.test(k))
      .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${quoteAttr(v)}"`))
      .join('');
    parts.push(`<${t.name}${kept}>`);
    if (!VOID.has(t.name) && !t.attrs.trimEnd().endsWith('/')) stack.push(t.name);
  };
  open(tag);
  let i = tag.end + 1;
  while (stack.length > 0 && i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      parts.push(html.slice(i));
      i = html.length;
      break;
    }
    parts.push(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const t = tagAt(html, lt);
    if (!t) {
      parts.push('&lt;');
      i = lt + 1;
      continue;
    }
    if (t.closing) {
      // Close up to the matching open element (tolerant of HTML's implied end tags).
      const at = stack.lastIndexOf(t.name);
      if (at >= 0) while (stack.length > at) parts.push(`</${stack.pop()!}>`);
      i = t.end + 1;
      continue;
    }
    if (DROPPED.has(t.name)) {
      i = VOID.has(t.name) || t.attrs.trimEnd().endsWith('/') ? t.end + 1 : skipElement(html, t.name, t.end + 1);
      continue;
    }
    open(t);
    i = t.end + 1;
  }
  while (stack.length > 0) parts.push(`</${stack.pop()!}>`);
  return { out: parts.join(''), next: i };
}

const BODY_MARK = /(^|\s)data-pagefind-body(\s|=|\/|$)/;

/**
 * The page's search record as a small HTML document for Pagefind (its <html lang> and each data-pagefind-body element,
 * reduced), or null when nothing on the page is marked for search.
 */
export function searchDocument(html: string): string | null {
  if (!html.includes('data-pagefind-body')) return null;
  const lang = /<html\b[^>]*?\slang="([^"]*)"/i.exec(html)?.[1] ?? '';
  const bodies: string[] = [];
  let i = 0;
  while ((i = html.indexOf('<', i)) >= 0) {
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const tag = tagAt(html, i);
    if (!tag) {
      i++;
      continue;
    }
    if (!tag.closing && (tag.name === 'script' || tag.name === 'style')) {
      i = skipElement(html, tag.name, tag.end + 1);
      continue;
    }
    if (!tag.closing && BODY_MARK.test(tag.attrs)) {
      const { out, next } = copyElement(html, tag);
      bodies.push(out);
      i = next;
      continue;
    }
    i = tag.end + 1;
  }
  if (bodies.length === 0) return null;
  return `<!doctype html><html lang="${quoteAttr(lang)}"><body>${bodies.join('\n')}</body></html>`;
}
