// Finds English interface text left on a Nepali page (issue 17): any Latin word that is not inside an element marked
// lang="en" (CMS content as written: names, articles, brands). Text nodes are checked, and the attributes people
// hear or see (alt, title, aria-label, placeholder, a button's value); scripts, styles and code are not text. In the
// head, the <title> and the description are checked once the CMS strings given (team names in a match's title…)
// are taken out: a <title> cannot mark a part of itself as English.
import { parse } from 'parse5';

type Node = {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  content?: Node;
};

export type Leftover = { where: string; text: string };

const LATIN_WORD = /[A-Za-z]{2,}/;
const SKIP = new Set(['script', 'style', 'code', 'kbd', 'samp', 'noscript', 'template']);
const SPOKEN = ['alt', 'title', 'aria-label', 'placeholder', 'aria-description', 'aria-roledescription'];

const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;

function strip(text: string, cms: readonly string[]): string {
  let out = text;
  for (const s of cms) if (s) out = out.split(s).join(' ');
  return out;
}

function describe(n: Node): string {
  const id = attr(n, 'id');
  const cls = attr(n, 'class')?.split(/\s+/)[0];
  return `${n.tagName ?? n.nodeName}${id ? `#${id}` : cls ? `.${cls}` : ''}`;
}

/** The leftovers of one page's HTML. `cms`: strings from the CMS that may stand in the head's title and description. */
export function leftoverEnglish(html: string, cms: readonly string[] = []): Leftover[] {
  const found: Leftover[] = [];
  const walk = (n: Node, english: boolean, path: string) => {
    const tag = n.tagName;
    if (tag && SKIP.has(tag)) return;
    const lang = tag ? attr(n, 'lang') : undefined;
    const en = lang === undefined ? english : /^en\b/i.test(lang);
    if (n.nodeName === '#text') {
      const text = (n.value ?? '').trim();
      if (!english && LATIN_WORD.test(text)) found.push({ where: path, text });
      return;
    }
    if (tag === 'title') {
      const text = strip((n.childNodes ?? []).map((c) => c.value ?? '').join(''), cms);
      if (LATIN_WORD.test(text)) found.push({ where: 'title', text: text.trim() });
      return;
    }
    if (tag === 'meta') {
      const key = attr(n, 'name') ?? attr(n, 'property') ?? '';
      if (/^(description|og:title|og:description|twitter:title|twitter:description|og:image:alt)$/.test(key)) {
        const text = strip(attr(n, 'content') ?? '', cms);
        if (LATIN_WORD.test(text)) found.push({ where: `meta ${key}`, text: text.trim() });
      }
      return;
    }
    const here = tag ? `${path} > ${describe(n)}` : path;
    if (tag && !en) {
      for (const name of SPOKEN) {
        const v = attr(n, name);
        if (v && LATIN_WORD.test(name === 'alt' || name === 'title' ? v : strip(v, [])))
          found.push({ where: `${here}[${name}]`, text: v });
      }
      const type = attr(n, 'type');
      if (tag === 'input' && (type === 'submit' || type === 'button')) {
        const v = attr(n, 'value');
        if (v && LATIN_WORD.test(v)) found.push({ where: `${here}[value]`, text: v });
      }
    }
    for (const c of n.childNodes ?? []) walk(c, en, here);
    if (n.content) walk(n.content, en, here);
  };
  walk(parse(html) as unknown as Node, false, '');
  return found.map((f) => ({ ...f, where: f.where.replace(/^ > #document > html > /, '').replace(/^ > /, '') }));
}
