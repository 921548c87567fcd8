// The news feed read back with a real XML parser: the seeded news, its hostile twin and characters XML cannot hold.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseMany } from '../../../src/lib/api/normalise.ts';
import { articleSchema } from '../../../src/lib/api/schemas.ts';
import type { Article } from '../../../src/lib/api/types.ts';
import { articleDescription } from '../../../src/lib/league/article-meta.ts';
import { sortArticles } from '../../../src/lib/league/news.ts';
import { RSS_ITEMS, rssFeed } from '../../../src/lib/feeds/rss.ts';
import { buildSeason } from '../../../scripts/demo-api/seed.ts';
import { article } from '../support/factories.ts';

const SITE = 'https://nsfl.example.com';
type Item = {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate?: string;
  description: string;
  category?: string;
};

/** Validated, then parsed; every item's text as the XML says it (entities decoded). */
function readRss(xml: string): { channel: Record<string, unknown>; items: Item[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'item',
  }).parse(xml);
  expect(doc.rss['@_version']).toBe('2.0');
  return { channel: doc.rss.channel, items: doc.rss.channel.item ?? [] };
}

const feed = (articles: Article[]) =>
  rssFeed({ title: 'NSFL news', description: 'News & more', siteUrl: SITE, articles });
// eslint-disable-next-line no-control-regex -- the test asserts that no forbidden control character is left
const xmlSafe = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

describe.each(['demo', 'hostile'] as const)('the %s news', (kind) => {
  const raw = buildSeason(new Date('2026-11-23T07:30:00.000Z'), { kind }).collections.blogs ?? [];
  const articles = parseMany(articleSchema, raw, 'blogs', () => {});

  it('lists the newest articles with title, link, guid, date and plain-text description', () => {
    expect(articles.length).toBeGreaterThan(5);
    const expected = sortArticles(articles).slice(0, RSS_ITEMS);
    const { items, channel } = readRss(feed(articles));
    expect(channel.title).toBe('NSFL news');
    expect(channel.description).toBe('News & more');
    expect(items.map((i) => i.link)).toEqual(expected.map((a) => `${SITE}/blogs/${a.id}`));
    items.forEach((item, n) => {
      const a = expected[n]!;
      expect(item.title).toBe(xmlSafe(a.title));
      expect(item.guid).toEqual({ '#text': item.link, '@_isPermaLink': 'true' });
      expect(item.description).toBe(xmlSafe(articleDescription(a)));
      if (a.date) expect(Date.parse(item.pubDate!)).toBe(Math.floor(Date.parse(a.date) / 1000) * 1000);
      else expect(item.pubDate).toBeUndefined();
    });
  });

  it('the same news gives the same file, whatever the store order', () => {
    expect(feed([...articles].reverse())).toBe(feed(articles));
  });
});

describe('escaping', () => {
  it('markup, entities and quotes in CMS text stay text; characters XML cannot hold are dropped', () => {
    const title = `</title></item><item><title>x</title> & &amp; "q" 'a' <![CDATA[ y ]]> \u0000\u0007\uffff\ud800 नेपाल`;
    const { items } = readRss(feed([article({ id: '5', title, preview: '<script>alert(1)</script>' })]));
    expect(items).toHaveLength(1);
    expect(items[0]!.title).toBe(`</title></item><item><title>x</title> & &amp; "q" 'a' <![CDATA[ y ]]>  नेपाल`);
    expect(items[0]!.description).toBe('<script>alert(1)</script>');
  });

  it('an empty news collection is still a valid channel', () => {
    expect(readRss(feed([])).items).toEqual([]);
  });
});

describe('the Nepali feed (/ne/rss.xml)', () => {
  const ne = (articles: Array<Article & { titleNe?: string | null; previewNe?: string | null }>) =>
    rssFeed({
      title: 'नेपाली',
      description: 'समाचार',
      siteUrl: SITE,
      articles,
      locale: 'ne',
      category: (c) => (c === 'Match Reports' ? 'खेल रिपोर्ट' : c),
    });

  it('links the Nepali pages and says its language and address', () => {
    const { channel, items } = readRss(ne([article({ id: '5', category: 'Match Reports' })]));
    expect(channel.link).toBe(`${SITE}/ne/blogs`);
    expect(channel.language).toBe('ne');
    expect(channel['atom:link']).toMatchObject({ '@_href': `${SITE}/ne/rss.xml`, '@_rel': 'self' });
    expect(items[0]).toMatchObject({
      link: `${SITE}/ne/blogs/5`,
      guid: { '#text': `${SITE}/ne/blogs/5` },
      category: 'खेल रिपोर्ट',
    });
  });

  it("gives an article's Nepali title and preview where the CMS has them, else its own as written", () => {
    const { items } = readRss(
      ne([
        {
          ...article({ id: '2', date: '2026-03-02T00:00:00.000Z', title: 'Final day', preview: 'All to play for' }),
          titleNe: 'अन्तिम दिन',
          previewNe: 'सबै बाँकी',
        },
        {
          ...article({ id: '1', date: '2026-03-01T00:00:00.000Z', title: 'Kickoff', preview: 'Season starts' }),
          titleNe: '  ',
          previewNe: null,
        },
      ]),
    );
    expect(items.map((i) => [i.title, i.description])).toEqual([
      ['अन्तिम दिन', 'सबै बाँकी'],
      ['Kickoff', 'Season starts'],
    ]);
  });

  it('leaves the English feed as it was: English links and language, Nepali fields unused', () => {
    const withNepali = { ...article({ id: '3', title: 'Kickoff' }), titleNe: 'सुरु' };
    const { channel, items } = readRss(feed([withNepali]));
    expect(channel.language).toBe('en');
    expect(items[0]).toMatchObject({ title: 'Kickoff', link: `${SITE}/blogs/3` });
  });
});
