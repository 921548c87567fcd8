// Bytes a visitor downloads for each route kind, images excluded: gzipped HTML, CSS and JavaScript, and requests,
// read from the built files the way a browser follows them (stylesheets, module scripts and their static imports).
import { readFileSync, existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchContext, BenchSection } from './context.ts';
import { NOTE_NE } from '../../src/i18n/texts/tickets.ts';

/** The few HTML entities Astro writes in an attribute, decoded. */
const he = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
import { localeOfPath, localize } from '../../src/i18n/locales.ts';

/** `english`: for a Nepali page, its English twin (the same page at the English path), whose budgets it keeps. */
export type RouteKind = { kind: string; path: string; static: boolean; english?: RouteKind };

/** One page of each kind. Static: no island that must hydrate (budget: no React, at most 3 KB gzipped JS). */
export function routeKinds(distDir: string): RouteKind[] {
  const first = (dir: string): string | null => {
    const base = join(distDir, dir);
    if (!existsSync(base)) return null;
    const names = readdirSync(base, { withFileTypes: true })
      .filter((d) => d.isDirectory() && /^\d+$/.test(d.name))
      .map((d) => d.name);
    names.sort((a, b) => Number(a) - Number(b));
    return names[0] ? `/${dir}/${names[0]}` : null;
  };
  const team = first('teams');
  const teamDir = team ? join(distDir, team, 'players') : '';
  const player =
    team && existsSync(teamDir)
      ? `${team}/players/${readdirSync(teamDir).sort((a, b) => Number(a) - Number(b))[0]}`
      : null;
  const kinds: Array<[string, string | null, boolean]> = [
    ['home', '/', false],
    ['teams', '/teams', true],
    ['team', team, true],
    ['player', player, true],
    ['table', '/table', true],
    ['results', '/results', true],
    // No React since its filters became a vanilla script (and "My schools" loads only for a follower): a static page.
    ['fixture', '/fixture', true],
    ['match centre', first('fixture'), false],
    ['news list', '/blogs', true],
    ['article', first('blogs'), true],
    ['highlights', '/highlights', true],
    ['live', '/live-match', false],
    ['contact', '/contact', false],
    ['book-seat', '/book-seat', false],
    ['checkout', '/checkout', false],
  ];
  return kinds
    .filter((k): k is [string, string, boolean] => k[1] !== null)
    .map(([kind, path, isStatic]) => ({ kind, path, static: isStatic }));
}

/**
 * The bench's routes: every route kind, the match centre of a match running now (the live islands at work, when the
 * demo season has one), and the ticket pages after booking (their islands hydrate React too).
 */
export async function benchRoutes(distDir: string, apiUrl: string): Promise<RouteKind[]> {
  let live: string | null = null;
  try {
    const res = await fetch(`${apiUrl}/api/matches?where[status][equals]=running&limit=1&depth=0&select[id]=true`);
    const id = ((await res.json()) as { docs?: Array<{ id?: unknown }> }).docs?.[0]?.id;
    if (id !== undefined && existsSync(join(distDir, 'fixture', String(id), 'index.html')))
      live = `/fixture/${String(id)}`;
  } catch {
    /* no running match to show: the first match centre stands in */
  }
  const routes = routeKinds(distDir).map((r) =>
    r.kind === 'match centre' && live ? { ...r, kind: 'match centre (live)', path: live } : r,
  );
  const tickets = ['/payment-response', '/success', '/my-ticket'].filter((p) =>
    existsSync(join(distDir, p, 'index.html')),
  );
  return [
    ...routes,
    ...tickets.map((p) => ({ kind: p.slice(1), path: p, static: false })),
    ...nepaliRoutes(distDir, routes),
  ];
}

/** The English route kinds measured in Nepali too (issue 17): the pages whose islands carry texts, and the static
 *  pages nearest their 3 KB (issue 24: the team page at most 3 KB in both languages). */
export const NEPALI_KINDS = ['home', 'team', 'fixture', 'match centre', 'book-seat'];

/** 'Nepali home', 'Nepali match centre (live)', 'Nepali book-seat': the Nepali twins of NEPALI_KINDS that were built. */
export function nepaliRoutes(distDir: string, routes: RouteKind[]): RouteKind[] {
  return routes
    .filter((r) => NEPALI_KINDS.some((k) => r.kind === k || r.kind.startsWith(`${k} (`)))
    .map((r) => ({ kind: `Nepali ${r.kind}`, path: localize('ne', r.path), static: r.static, english: r }))
    .filter((r) => existsSync(join(distDir, r.path, 'index.html')));
}

/** The JavaScript budgets (gzipped KB) of the owner's decision in issue 24 (75 KB withdrawn): home, the match centre
 *  and /live-match 86, the ticket flow 90, static pages 3 (and no React); "a Nepali page at most 2 KB over its English
 *  twin": an island page in Nepali may carry that much more than its twin's budget (its Nepali formats file), a static
 *  one keeps 3 KB (docs/decisions/performance.md). */
export function jsBudgetKb(route: RouteKind): number | null {
  if (route.english) {
    const twin = jsBudgetKb(route.english);
    return twin === null || route.static ? twin : twin + NEPALI_EXTRA_JS_KB;
  }
  if (route.static) return 3;
  if (route.kind === 'home' || route.kind.startsWith('match centre') || route.kind === 'live') return 86;
  if (['book-seat', 'checkout', 'payment-response', 'success', 'my-ticket'].includes(route.kind)) return 90;
  return null;
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

/**
 * `runtime`: the part of `js` that is React (with its DOM runtime and Astro's React client, one file) and Astro's island
 * element, which every island page carries whatever its own code. `ownAsOne`: the page's own JavaScript (everything
 * else, inline and files) compressed as one stream, the least it could weigh however it were cut into files.
 */
export type PageWeight = {
  html: number;
  css: number;
  js: number;
  requests: number;
  react: boolean;
  runtime: number;
  ownAsOne: number;
};

const ASTRO_ISLAND = /customElements\.(define|get)\(["'`]astro-island/;
/** A page's script files: module scripts, island components and renderers, module preloads. */
const SCRIPT_REFS =
  /<script[^>]+src="([^"]+)"|component-url="([^"]+)"|renderer-url="([^"]+)"|<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g;
/** An island hydrated only on a phone that follows a school (client:followed, src/directives/followed.ts): its code is
 *  loaded on demand, like a dynamic import, so a first visit does not carry it. */
const FOLLOWED_ISLAND = /<astro-island\b[^>]*\bclient="followed"[^>]*>/g;
/** A script file's static imports of its neighbours. */
const IMPORTS = /(?:import|from)\s*["']\.\/([^"']+)["']/g;
/** The Nepali formats, which format/local.ts imports before any island renders on a page whose <html lang> is ne: a
 *  dynamic import, loaded with the page all the same, so counted on Nepali pages. */
const NEPALI_FORMATS_IMPORT = /import\(\s*[`"']\.\/(nepali\.[^`"']+)[`"']\s*\)/g;

/** The JavaScript a page runs, inline (JSON data blocks left out) and in files. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[0]))
    .map((m) => m[1] ?? '');
}

/** Follows the page's stylesheets and scripts through the built files (static imports too). */
export function pageWeight(distDir: string, path: string): PageWeight {
  const file = join(distDir, path, 'index.html');
  const html = readFileSync(existsSync(file) ? file : join(distDir, `${path}.html`));
  const text = html.toString();
  const nepali = /<html[^>]*\blang="ne"/.test(text);
  const seen = new Set<string>();
  let css = 0;
  let js = 0;
  let react = false;
  const local = (url: string) =>
    url.startsWith('/') && !url.startsWith('//') ? join(distDir, url.split(/[?#]/)[0]!) : null;
  for (const m of text.matchAll(
    /<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]*rel="stylesheet"/g,
  )) {
    const f = local(m[1] ?? m[2] ?? '');
    if (f && !seen.has(f) && existsSync(f)) {
      seen.add(f);
      css += gz(readFileSync(f));
    }
  }
  const queue: string[] = [];
  for (const m of text.replace(FOLLOWED_ISLAND, '').matchAll(SCRIPT_REFS)) {
    const f = local(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
    if (f) queue.push(f);
  }
  // Inline scripts are JavaScript the page runs: counted in JS (and, as bytes on the wire, in the HTML too).
  const scripts = inlineScripts(text);
  const inline = scripts.join('\n');
  if (inline.trim()) js += gz(Buffer.from(inline));
  let runtime = 0;
  const own: string[] = [];
  for (const script of scripts) {
    if (ASTRO_ISLAND.test(script)) runtime += gz(Buffer.from(script));
    else own.push(script);
  }
  while (queue.length) {
    const f = queue.shift()!;
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    const body = readFileSync(f);
    js += gz(body);
    const src = body.toString();
    if (/react-dom|__reactContainer|createRoot/.test(src)) {
      react = true;
      runtime += gz(body);
    } else own.push(src);
    for (const m of src.matchAll(IMPORTS)) queue.push(join(f, '..', m[1]!));
    if (nepali) for (const m of src.matchAll(NEPALI_FORMATS_IMPORT)) queue.push(join(f, '..', m[1]!));
  }
  return {
    html: gz(html),
    css,
    js,
    requests: 1 + seen.size,
    react,
    runtime,
    ownAsOne: own.length ? gz(Buffer.from(own.join('\n'))) : 0,
  };
}

const kb = (n: number) => (n / 1024).toFixed(1);
/** A difference, signed, to 10 bytes: a text moved from the code into the HTML weighs a few dozen bytes. */
const signedKb = (n: number) => `${n >= 0 ? '+' : '−'}${(Math.abs(n) / 1024).toFixed(2)}`;

/** Issue 17: a Nepali island page weighs at most this much more JavaScript (gzipped) than its English twin. */
export const NEPALI_EXTRA_JS_KB = 2;

/** Devanagari, as written or escaped (\u0900–\u097F) by a bundler that writes ASCII only. */
const DEVANAGARI = /[\u0900-\u097F]|\\u09[0-7][0-9a-f]/i;

export type NepaliInEnglish = { pages: number; inline: number; files: number; found: string[] };

/** Every built HTML page of the site as [URL path, file]. */
function builtPages(distDir: string): Array<[string, string]> {
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e): [string, string] => {
      const file = join(e.parentPath, e.name);
      const path =
        `/${relative(distDir, file).split(sep).join('/')}`.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
      return [path, file];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Issue 17: English pages carry no Nepali bytes in their JavaScript. Searches every English page's inline scripts,
 * the script files it loads (with their imports) and its islands' props (the texts islands get) for Devanagari.
 */
export function nepaliInEnglishJs(distDir: string): NepaliInEnglish {
  const local = (url: string) =>
    url.startsWith('/') && !url.startsWith('//') ? join(distDir, url.split(/[?#]/)[0]!) : null;
  const files = new Map<string, { nepali: boolean; imports: string[] }>();
  const read = (f: string) => {
    let known = files.get(f);
    if (!known) {
      const src = existsSync(f) ? readFileSync(f, 'utf8') : '';
      known = { nepali: DEVANAGARI.test(src), imports: [...src.matchAll(IMPORTS)].map((m) => join(f, '..', m[1]!)) };
      files.set(f, known);
    }
    return known;
  };
  const foundIn = new Map<string, string[]>();
  const note = (what: string, page: string) => foundIn.set(what, [...(foundIn.get(what) ?? []), page]);
  const pages = builtPages(distDir).filter(([path]) => localeOfPath(path) === 'en');
  let inline = 0;
  for (const [path, file] of pages) {
    const text = readFileSync(file, 'utf8');
    const scripts = inlineScripts(text);
    inline += scripts.length;
    if (scripts.some((sc) => DEVANAGARI.test(sc))) note('an inline script', path);
    // The SPEC's bilingual confirmation note is the one Nepali text an English island shows (SPEC §2), in its props.
    if (
      [...text.matchAll(/<astro-island[^>]*\sprops="([^"]*)"/g)].some((m) =>
        DEVANAGARI.test(
          he(m[1] ?? '')
            .split(NOTE_NE)
            .join(''),
        ),
      )
    )
      note("an island's props", path);
    const queue = [...text.matchAll(SCRIPT_REFS)]
      .map((m) => local(m[1] ?? m[2] ?? m[3] ?? m[4] ?? ''))
      .filter((f): f is string => f !== null);
    const seen = new Set<string>();
    while (queue.length) {
      const f = queue.shift()!;
      if (seen.has(f)) continue;
      seen.add(f);
      const known = read(f);
      if (known.nepali) note(relative(distDir, f).split(sep).join('/'), path);
      queue.push(...known.imports);
    }
  }
  const found = [...foundIn].map(
    ([what, on]) =>
      `${what} (on ${on.length} English page${on.length === 1 ? '' : 's'}, e.g. ${on.slice(0, 3).join(', ')})`,
  );
  return { pages: pages.length, inline, files: files.size, found };
}

export const sizes: BenchSection = {
  name: 'sizes',
  async run(ctx: BenchContext) {
    const rows = (await benchRoutes(ctx.distDir, ctx.apiUrl)).map((r) => ({
      ...r,
      ...pageWeight(ctx.distDir, r.path),
    }));
    const lines = [
      '## Page weight (gzipped, images excluded)',
      '',
      "Budgets: a static page ships no React and at most 3 KB of JavaScript; HTML + CSS at most 40 KB on every page; JavaScript at most 86 KB on home, the match centre and /live-match, 90 KB on book-seat, checkout, payment-response, success and my-ticket (issue 24). A Nepali page may carry at most 2 KB more than its English twin, and so up to 2 KB over its twin's budget if it is an island page (issue 24).",
      '',
      'JS KB splits into the React and Astro island runtime, which every island page carries, and the page\'s own code as shipped; "own as one file" is that own code compressed as one stream, the least it could weigh however it were cut.',
      '',
      '| route | path | HTML KB | CSS KB | JS KB | of which runtime KB | own KB | own as one file KB | HTML+CSS KB | requests | React | budget |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const r of rows) {
      const htmlCss = r.html + r.css;
      const budget = jsBudgetKb(r);
      const jsBudget = (budget === null || r.js <= budget * 1024) && !(r.static && r.react);
      const ok = htmlCss <= 40 * 1024 && jsBudget;
      lines.push(
        `| ${r.kind} | ${r.path} | ${kb(r.html)} | ${kb(r.css)} | ${kb(r.js)} | ${kb(r.runtime)} | ${kb(r.js - r.runtime)} | ${kb(r.ownAsOne)} | ${kb(htmlCss)} | ${r.requests} | ${r.react ? 'yes' : 'no'} | ${ok ? 'met' : '**over**'} |`,
      );
      ctx.log(
        `${r.kind.padEnd(13)} html ${kb(r.html)} KB  css ${kb(r.css)} KB  js ${kb(r.js)} KB (runtime ${kb(r.runtime)}, own ${kb(r.js - r.runtime)}, own as one ${kb(r.ownAsOne)})  requests ${r.requests}${r.react ? '  React' : ''}${ok ? '' : '  OVER BUDGET'}`,
      );
    }

    // Issue 17: a Nepali island ships its English twin's code, its texts travelling in the HTML.
    lines.push(
      '',
      '### Nepali pages beside their English twins',
      '',
      `Budgets (issue 17): a Nepali page at most ${NEPALI_EXTRA_JS_KB} KB more JavaScript (gzipped) than its English twin, since its islands' texts travel in the HTML; no Devanagari character in any English page's JavaScript (inline scripts, script files and their imports) or its islands' props but the SPEC's bilingual confirmation note.`,
      '',
      '| route | path | JS KB | English JS KB | JS difference KB | HTML difference KB | budget |',
      '|---|---|---|---|---|---|---|',
    );
    const diffs: string[] = [];
    for (const r of rows) {
      const twin = r.english ? rows.find((e) => e.path === r.english!.path) : undefined;
      if (!twin) continue;
      const extra = r.js - twin.js;
      const ok = extra <= NEPALI_EXTRA_JS_KB * 1024;
      lines.push(
        `| ${r.kind} | ${r.path} | ${kb(r.js)} | ${kb(twin.js)} | ${signedKb(extra)} | ${signedKb(r.html - twin.html)} | ${ok ? 'met' : '**over**'} |`,
      );
      ctx.log(
        `${r.kind}: JS ${signedKb(extra)} KB over ${twin.path} (budget +${NEPALI_EXTRA_JS_KB} KB)${ok ? '' : '  OVER BUDGET'}, HTML ${signedKb(r.html - twin.html)} KB`,
      );
      diffs.push(`${r.english!.kind} ${signedKb(extra)} KB${ok ? '' : ' (over)'}`);
    }
    const scan = nepaliInEnglishJs(ctx.distDir);
    const scanned = `${scan.pages} English pages (${scan.inline} inline scripts, ${scan.files} script files, islands' props)`;
    const verdict = scan.found.length
      ? `**Devanagari found** in the JavaScript of ${scanned}: ${scan.found.join('; ')}.`
      : `No Devanagari character in the JavaScript of ${scanned}: met.`;
    lines.push('', verdict);
    ctx.log(
      scan.found.length
        ? `English pages' JavaScript: DEVANAGARI FOUND in ${scan.found.join('; ')}`
        : `English pages' JavaScript: no Devanagari in ${scanned}`,
    );
    const line = `Nepali pages' JS over English (budget +${NEPALI_EXTRA_JS_KB} KB): ${diffs.join(', ') || 'no Nepali page built'}; English pages' JS: ${scan.found.length ? `Devanagari in ${scan.found.length} place(s)` : 'no Devanagari'}.`;
    return { doc: lines.join('\n'), line };
  },
};
