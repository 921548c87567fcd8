// The search records cut from pages as they render (issue 23): what Pagefind is given instead of the built files.
import { describe, expect, it } from 'vitest';
import { searchDocument } from '../../../src/lib/site-facts/search-document.ts';
import { playerAnchor, playerPageOf } from '../../../src/lib/search-anchors.ts';

const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><head><title>x</title><style>a{}</style></head><body><header><nav>Home Teams</nav></header><main>${main}</main><footer>Footer words</footer><script type="module">go("<div data-pagefind-body>")</script></body></html>`;

describe('searchDocument', () => {
  it('is null for a page that marks nothing for search', () => {
    expect(searchDocument(page('en', '<h1>About</h1>'))).toBeNull();
  });

  it('keeps the marked elements with their language, text, ids and search attributes, and no chrome', () => {
    const doc = searchDocument(
      page(
        'ne',
        `<header class="head" data-pagefind-body data-pagefind-meta="kind:school, detail[data-search-detail]" data-search-detail="Ground &amp; field" data-astro-cid-x>
           <img src="/a.webp" alt="Crest"><h1 lang="en">Lalitpur Model School</h1><dl><dt data-pagefind-ignore>Location</dt><dd>Jawalakhel</dd></dl>
         </header>
         <p>Not indexed</p>
         <section id="squad" data-pagefind-body><ul><li><a class="card" href="/ne/teams/2/players/9" id="player-9" data-pagefind-title="Ram Thapa"><span data-pagefind-ignore>7</span><span>Ram Thapa</span></a></li></ul></section>`,
      ),
    );
    expect(doc).toBe(
      '<!doctype html><html lang="ne"><body>' +
        '<header data-pagefind-body data-pagefind-meta="kind:school, detail[data-search-detail]" data-search-detail="Ground &amp; field">\n' +
        '           <h1 lang="en">Lalitpur Model School</h1><dl><dt data-pagefind-ignore>Location</dt><dd>Jawalakhel</dd></dl>\n' +
        '         </header>\n' +
        '<section id="squad" data-pagefind-body><ul><li><a id="player-9" data-pagefind-title="Ram Thapa"><span data-pagefind-ignore>7</span><span>Ram Thapa</span></a></li></ul></section>' +
        '</body></html>',
    );
    expect(doc).not.toContain('Footer words');
    expect(doc).not.toContain('Not indexed');
  });

  it('drops scripts, templates and an island’s props, and nests same-name elements correctly', () => {
    const doc = searchDocument(
      page(
        'en',
        `<div class="record" data-pagefind-body><astro-island props="{&quot;venue&quot;:&quot;x&quot;}"><div><div>Pokhara Stadium</div></div><template>hidden</template><script>var a = "</div>";</script></astro-island></div><div>After</div>`,
      ),
    );
    expect(doc).toBe(
      '<!doctype html><html lang="en"><body><div data-pagefind-body><astro-island><div><div>Pokhara Stadium</div></div></astro-island></div></body></html>',
    );
  });

  it('treats markup inside attribute values and text as data', () => {
    const doc = searchDocument(
      page('en', `<h1 data-pagefind-body title="<div data-pagefind-body>">&lt;b&gt;Name&lt;/b&gt;</h1>`),
    );
    expect(doc).toBe(
      '<!doctype html><html lang="en"><body><h1 data-pagefind-body>&lt;b&gt;Name&lt;/b&gt;</h1></body></html>',
    );
  });
});

describe('player anchors', () => {
  it('names the player page of a sub-result on a team page, in either language', () => {
    expect(playerAnchor(61)).toBe('player-61');
    expect(playerPageOf('/teams/4/#player-61')).toBe('/teams/4/players/61/');
    expect(playerPageOf('/ne/teams/4/#player-61')).toBe('/ne/teams/4/players/61/');
    expect(playerPageOf('/teams/4/#squad-goalkeeper')).toBeNull();
    expect(playerPageOf('/teams/4/')).toBeNull();
  });
});
