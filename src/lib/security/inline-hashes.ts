// The inline <script> and <style> elements of a built page, found with a small HTML tokenizer (never a regex over the
// whole text: markup inside an attribute value, such as a CMS title, is data and must not be mistaken for a script).
import { createHash } from 'node:crypto';

export type InlineBlocks = { scripts: string[]; styles: string[] };

/** Script types a browser runs; other types (JSON data blocks) are not script and need no hash. */
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(tag); m; m = re.exec(tag)) out.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

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

export function inlineBlocks(html: string): InlineBlocks {
  const out: InlineBlocks = { scripts: [], styles: [] };
  // The end tags are found by a case-blind search, not in a lower-cased copy of the page: lower-casing a page with
  // Devanagari text takes V8's slow path, and this runs on every page the build writes.
  const closers = { script: /<\/script/gi, style: /<\/style/gi };
  let i = 0;
  while ((i = html.indexOf('<', i)) >= 0) {
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(i, i + 40))?.[1]?.toLowerCase();
    const end = tagEnd(html, i + 1);
    if (name === 'script' || name === 'style') {
      const closer = closers[name];
      closer.lastIndex = end + 1;
      const close = closer.exec(html)?.index ?? -1;
      const body = html.slice(end + 1, close < 0 ? html.length : close);
      const attrs = attributes(html.slice(i + 1 + name.length, end));
      if (name === 'style') out.styles.push(body);
      else if (!attrs.has('src') && EXECUTABLE.test(attrs.get('type') ?? '')) out.scripts.push(body);
      i = close < 0 ? html.length : close + name.length + 2;
      continue;
    }
    i = end + 1;
  }
  return out;
}

/** The CSP source expression's hash part for an inline block ('sha256-…', without quotes). */
export const cspHash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
