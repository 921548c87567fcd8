import { describe, expect, it } from 'vitest';
import {
  ageText,
  keepsPage,
  moduleImports,
  NOTE_EN,
  NOTE_TEXTS_ATTR,
  noteTextsIn,
  offlineNoteText,
  offlinePagePath,
  pageAssets,
  pageKey,
  strategyFor,
  withOfflineNote,
} from '../../../src/sw/rules.ts';
import { pagesText } from '../../../src/i18n/texts/pages.ts';

const SITE = 'https://nsfl.example.com';
const API = 'https://cms.nsfl.example.com';
const get = (url: string, mode = 'no-cors') => ({ method: 'GET', url, mode });

describe('which requests the service worker answers (docs/security.md: what is never cached)', () => {
  it.each([
    ['a page navigation', get(`${SITE}/table`, 'navigate'), 'page'],
    ['a hashed script', get(`${SITE}/_astro/client.XI9U0KhD.js`), 'asset'],
    ['a processed image', get(`${SITE}/_astro/img/abc-96x96-pad78.webp`), 'asset'],
    ['a default image', get(`${SITE}/images/default-team.svg`), 'static'],
    ['a manifest icon', get(`${SITE}/icons/icon-192.png`), 'static'],
    ['the manifest', get(`${SITE}/manifest.webmanifest`), 'static'],
  ])('answers %s', (_l, req, strategy) => {
    expect(strategyFor(req, SITE)).toBe(strategy);
  });

  it.each([
    ['a payment pre-check (POST)', { method: 'POST', url: `${API}/api/payments/pre-check`, mode: 'cors' }],
    [
      'a payment verify (POST) on the same origin',
      { method: 'POST', url: `${SITE}/api/payments/verify`, mode: 'cors' },
    ],
    ['a form post', { method: 'POST', url: `${SITE}/contact`, mode: 'navigate' }],
    ['any read of the league API on its own host', get(`${API}/api/matches?limit=40`, 'cors')],
    ['an API read proxied on the same origin', get(`${SITE}/api/activate-ticket?depth=3`, 'cors')],
    ['the gateway', get('https://dev-clientapi.fonepay.com/api/merchantRequest?PID=X', 'navigate')],
    ['YouTube', get('https://www.youtube-nocookie.com/embed/abc?autoplay=1', 'navigate')],
    ['media on the API host', get(`${API}/api/media/file/crest.png`)],
    ['a calendar feed', get(`${SITE}/calendar/fixtures.ics`)],
    ['the worker itself', get(`${SITE}/sw.js`)],
    // Search (issue 23): Pagefind's files come from the network and the HTTP cache, never from the worker's caches.
    ['the search script', get(`${SITE}/pagefind/pagefind.js`, 'cors')],
    ['the search wasm', get(`${SITE}/pagefind/wasm.ne.pagefind`, 'cors')],
    ['an index chunk', get(`${SITE}/pagefind/index/en_8a4e37c.pf_index`, 'cors')],
    ['a result fragment', get(`${SITE}/pagefind/fragment/ne_92a08ff.pf_fragment`, 'cors')],
  ])('leaves alone %s', (_l, req) => {
    expect(strategyFor(req, SITE)).toBe('none');
  });
});

describe('which pages it keeps for reading offline', () => {
  it.each([
    '/',
    '/table',
    '/table/',
    '/fixture',
    '/fixture/12',
    '/results',
    '/teams',
    '/teams/3',
    '/teams/3/players/41',
    '/blogs',
    '/blogs/7',
    '/my-ticket',
  ])('keeps %s', (path) => {
    expect(keepsPage(path)).toBe(true);
  });
  it.each([
    '/checkout',
    '/checkout/',
    '/payment-response',
    '/success',
    '/book-seat',
    '/api/matches',
    '/contact',
    '/sponsers',
    '/register',
    '/live-match',
    '/highlights',
    '/rss.xml',
    '/offline',
    '/search',
  ])('never keeps %s', (path) => {
    expect(keepsPage(path)).toBe(false);
  });
  it('keys a page by its path, without trailing slash, query or fragment', () => {
    expect(pageKey(`${SITE}/fixture/?filter=today#x`)).toBe(`${SITE}/fixture`);
    expect(pageKey(`${SITE}/`)).toBe(`${SITE}/`);
  });
});

describe('the age of a saved copy, in words', () => {
  const MIN = 60_000;
  it.each([
    [0, 'less than a minute ago'],
    [59_000, 'less than a minute ago'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [3 * 60 * MIN + 59 * MIN, '3 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [50 * 60 * MIN, '2 days ago'],
    [-5 * MIN, 'less than a minute ago'],
  ])('%d ms is "%s"', (ms, text) => {
    expect(ageText(ms)).toBe(text);
  });

  it('says offline and how old the copy is', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(offlineNoteText(now - 3 * 3_600_000, now, false)).toBe(
      'You are offline. Showing the copy saved 3 hours ago.',
    );
    expect(offlineNoteText(now - 120_000, now, true)).toBe(
      'The site cannot be reached right now. Showing the copy saved 2 minutes ago.',
    );
    expect(offlineNoteText(null, now, false)).toBe('You are offline. Showing a copy saved on this device.');
  });
});

describe('Nepali pages (/ne/…)', () => {
  it.each(['/ne', '/ne/', '/ne/table', '/ne/fixture/12', '/ne/teams/3/players/41', '/ne/blogs/7', '/ne/my-ticket'])(
    'keeps %s as its English twin is kept',
    (path) => {
      expect(keepsPage(path)).toBe(true);
    },
  );
  it.each([
    '/ne/checkout',
    '/ne/success',
    '/ne/payment-response',
    '/ne/book-seat',
    '/ne/contact',
    '/ne/offline',
    '/news',
    '/nepal',
  ])('never keeps %s', (path) => {
    expect(keepsPage(path)).toBe(false);
  });
  it('leaves a Nepali purchase step to the network, as the English one', () => {
    expect(strategyFor(get(`${SITE}/ne/checkout/x.js`), SITE)).toBe('none');
  });
  it('falls back to the offline page of the language asked for', () => {
    expect(offlinePagePath('/ne/about')).toBe('/ne/offline/');
    expect(offlinePagePath('/ne')).toBe('/ne/offline/');
    expect(offlinePagePath('/about')).toBe('/offline/');
    expect(offlinePagePath('/news')).toBe('/offline/');
  });

  const ne = pagesText.ne.offline.note;
  // As offline.astro writes them: JSON in an attribute, HTML-escaped.
  const page = `<div class="page" ${NOTE_TEXTS_ATTR}="${JSON.stringify(ne).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')}"><h1>x</h1></div>`;

  it("reads the note's words from the Nepali offline page, and none from a page without them", () => {
    expect(noteTextsIn(page)).toEqual(ne);
    expect(noteTextsIn('<div class="page"><h1>You are offline</h1></div>')).toBeNull();
    expect(noteTextsIn(`<div ${NOTE_TEXTS_ATTR}="{&quot;offline&quot;:&quot;x&quot;}">`)).toBeNull();
    expect(noteTextsIn(`<div ${NOTE_TEXTS_ATTR}="{not json">`)).toBeNull();
  });

  it('says it in Nepali, with Devanagari digits', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(offlineNoteText(now - 3 * 3_600_000, now, false, ne)).toBe(
      'तपाईं अफलाइन हुनुहुन्छ। यस डिभाइसमा ३ घण्टाअघि सुरक्षित गरिएको प्रति देखाइँदै छ।',
    );
    expect(offlineNoteText(now - 12 * 60_000, now, true, ne)).toBe(
      'अहिले साइटमा पुग्न सकिएन। यस डिभाइसमा १२ मिनेटअघि सुरक्षित गरिएको प्रति देखाइँदै छ।',
    );
    expect(offlineNoteText(null, now, false, ne)).toBe('तपाईं अफलाइन हुनुहुन्छ। यस डिभाइसमा सुरक्षित गरिएको प्रति देखाइँदै छ।');
    expect(ageText(0, ne)).toBe('भर्खरै');
    expect(ageText(50 * 3_600_000, ne)).toBe('२ दिनअघि');
  });

  it('keeps the English words the English pages have always had', () => {
    expect(pagesText.en.offline.note).toBe(NOTE_EN);
    expect(offlineNoteText(0, 60_000, false, pagesText.en.offline.note)).toBe(
      'You are offline. Showing the copy saved 1 minute ago.',
    );
  });
});

describe('the note on a page served from the cache', () => {
  it('is the first thing in <main>, a status with a class and no style attribute', () => {
    const html =
      '<html><body><header>h</header><main id="main" tabindex="-1"><h1>League Table</h1></main></body></html>';
    const out = withOfflineNote(html, 'You are offline. Showing the copy saved 3 hours ago.');
    expect(out).toBe(
      '<html><body><header>h</header><main id="main" tabindex="-1"><div class="offline-note" role="status" data-offline-note><p>You are offline. Showing the copy saved 3 hours ago.</p></div><h1>League Table</h1></main></body></html>',
    );
    expect(out).not.toContain('style=');
  });
  it('goes after <body> when a page has no <main>, and its words are escaped', () => {
    expect(withOfflineNote('<body class="x"><p>a</p></body>', '<b>&')).toBe(
      '<body class="x"><div class="offline-note" role="status" data-offline-note><p>&#60;b&#62;&#38;</p></div><p>a</p></body>',
    );
  });
});

describe('the code a kept page needs', () => {
  it('finds scripts, islands, renderers and stylesheets under /_astro/, not images or other hosts', () => {
    const html = [
      '<script type="module" src="/_astro/Headlines.astro_astro_type_script_index_0_lang.4Awe6h-_.js"></script>',
      '<astro-island component-url="/_astro/HomeMatches.DWgon7MD.js" renderer-url="/_astro/client.XI9U0KhD.js" before-hydration-url="/_astro/x.js">',
      '<link rel="stylesheet" href="/_astro/index.abc.css"><img src="/_astro/img/a.webp"><script src="https://cdn.example.com/x.js"></script>',
      '<script type="module" src="/_astro/Headlines.astro_astro_type_script_index_0_lang.4Awe6h-_.js"></script>',
    ].join('');
    expect(pageAssets(html)).toEqual([
      '/_astro/Headlines.astro_astro_type_script_index_0_lang.4Awe6h-_.js',
      '/_astro/HomeMatches.DWgon7MD.js',
      '/_astro/client.XI9U0KhD.js',
      '/_astro/x.js',
      '/_astro/index.abc.css',
    ]);
  });
  it('follows a module to the chunks it imports, statically and dynamically', () => {
    const js =
      'import{t as e}from"./match-time.EN5ebhnM.js";import"./side.js";const m=()=>import("./lazy.Ab.js");export{e};';
    expect(moduleImports(js, '/_astro/TeamMatches.js')).toEqual([
      '/_astro/match-time.EN5ebhnM.js',
      '/_astro/side.js',
      '/_astro/lazy.Ab.js',
    ]);
  });
});
