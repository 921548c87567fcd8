// Every internal link of a build, checked against the files the build wrote (issue 25: "No built page links to a page
// that does not exist"). One pass over the HTML files with a tag regex, and a Set of the build's paths: fast enough
// for the nationwide build's 30,000 pages. Checked: href, src, srcset, action, poster and the islands' component and
// renderer urls of every tag outside script and style bodies; a URL counts as internal when it is relative or on the
// site's own origin (http(s), and webcal: a calendar subscription names the site's own feed). The API host and any
// other origin are not pages of the build and are left alone.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** Attributes that name a URL (srcset a list of them). */
const URL_ATTRS = new Set(['href', 'src', 'srcset', 'action', 'poster', 'component-url', 'renderer-url']);
/** A comment, or a start tag (quoted attribute values may hold '>' and '<script>': hostile text in an alt does). */
const TOKEN = /<!--[\s\S]*?-->|<([a-zA-Z][\w-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/g;
const ATTR = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Elements whose body is not markup: their text may hold anything that looks like a tag. */
const RAW = new Set(['script', 'style', 'textarea', 'title']);

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
const decode = (v: string) =>
  v.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? all),
  );

/** Every path the build has: '/a/b/index.html', '/rss.xml', '/_astro/x.js'… */
export function builtFiles(outDir: string): Set<string> {
  const out = new Set<string>();
  for (const e of readdirSync(outDir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) out.add(`/${relative(outDir, `${e.parentPath}${sep}${e.name}`).split(sep).join('/')}`);
  return out;
}

/** Whether a URL path is served by the build: the file itself, or a folder's index.html (trailing slash or not). */
export function served(files: Set<string>, pathname: string): boolean {
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // As nginx (deploy/nginx-site.conf), scripts/serve.ts and Netlify resolve a path: /404 is 404.html.
  if (p.endsWith('/')) return files.has(`${p}index.html`);
  return files.has(p) || files.has(`${p}/index.html`) || files.has(`${p}.html`);
}

/** The URLs an HTML document names in its tags' URL attributes, entities decoded, each with its attribute. */
export function linksOf(html: string): { attr: string; url: string }[] {
  const out: { attr: string; url: string }[] = [];
  let lower: string | undefined;
  TOKEN.lastIndex = 0;
  for (let tag = TOKEN.exec(html); tag; tag = TOKEN.exec(html)) {
    const element = tag[1]?.toLowerCase();
    if (!element) continue;
    for (const a of (tag[2] ?? '').matchAll(ATTR)) {
      const name = a[1]!.toLowerCase();
      const raw = a[2] ?? a[3] ?? a[4];
      if (raw === undefined || !URL_ATTRS.has(name)) continue;
      const value = decode(raw).trim();
      if (name === 'srcset') {
        for (const part of value.split(',')) {
          const url = part.trim().split(/\s+/)[0];
          if (url) out.push({ attr: name, url });
        }
      } else out.push({ attr: name, url: value });
    }
    if (RAW.has(element)) {
      lower ??= html.toLowerCase();
      const end = lower.indexOf(`</${element}`, TOKEN.lastIndex);
      TOKEN.lastIndex = end < 0 ? html.length : end;
    }
  }
  return out;
}

/** The page's own URL path for an HTML file: '/teams/3/index.html' → '/teams/3/', '/404.html' → '/404.html'. */
const pageUrlPath = (file: string) => (file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file);

export type DeadLink = { page: string; attr: string; url: string };
/** What a walk saw: how many pages and internal links it checked, and the links that lead nowhere. */
export type LinkWalk = { pages: number; links: number; dead: DeadLink[] };

/**
 * Every internal link of every HTML page in outDir that points to a path the build does not have. `siteUrl` is the
 * PUBLIC_SITE_URL the build was made with (absolute links on it are internal). `only` narrows the walk to pages whose
 * path passes it (the files of the whole build are still the targets).
 */
export function walkLinks(outDir: string, siteUrl: string, only: (page: string) => boolean = () => true): LinkWalk {
  const files = builtFiles(outDir);
  const site = new URL(siteUrl);
  const dead: DeadLink[] = [];
  let pages = 0;
  let links = 0;
  for (const file of files) {
    if (!file.endsWith('.html') || !only(file)) continue;
    pages++;
    const base = new URL(pageUrlPath(file), site);
    const html = readFileSync(`${outDir}${file}`, 'utf8');
    for (const { attr, url } of linksOf(html)) {
      if (url === '' || url.startsWith('#')) continue;
      let target: URL;
      try {
        target = new URL(url.replace(/^webcals?:\/\//i, `${site.protocol}//`), base);
      } catch {
        dead.push({ page: file, attr, url });
        continue;
      }
      if (!/^https?:$/.test(target.protocol) || target.host !== site.host) continue;
      links++;
      if (!served(files, target.pathname)) dead.push({ page: file, attr, url });
    }
  }
  return { pages, links, dead };
}

/** Dead links grouped by target, each with how many pages name it and a few of them: a short, readable failure. */
export function summarise(dead: DeadLink[], perTarget = 3): string[] {
  const by = new Map<string, DeadLink[]>();
  for (const d of dead) by.set(d.url, [...(by.get(d.url) ?? []), d]);
  return [...by].map(
    ([url, ds]) =>
      `${url} (${ds[0]!.attr}) on ${ds.length} page(s): ${ds
        .slice(0, perTarget)
        .map((d) => d.page)
        .join(', ')}`,
  );
}
