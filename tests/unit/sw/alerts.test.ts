import { describe, expect, it } from 'vitest';
import { notificationOf, sitePath } from '../../../src/sw/alerts.ts';

const ORIGIN = 'https://league.example.org';

describe('notificationOf', () => {
  it('shows the message as sent: words, one tag per match, the crest, the match centre to open', () => {
    const n = notificationOf(
      JSON.stringify({
        title: 'गोल! Alpha School १–० Beta School',
        body: "गोल: Ram २३'",
        tag: 'match-7',
        url: '/ne/fixture/7',
        icon: 'https://cms.example.org/api/media/file/alpha.png',
        lang: 'ne',
      }),
      ORIGIN,
    );
    expect(n).toEqual({
      title: 'गोल! Alpha School १–० Beta School',
      options: {
        body: "गोल: Ram २३'",
        tag: 'match-7',
        icon: 'https://cms.example.org/api/media/file/alpha.png',
        lang: 'ne',
        data: { url: '/ne/fixture/7' },
        renotify: true,
      },
    });
  });

  it.each([
    ['not JSON', 'hello', 'Match update'],
    ['empty', '', 'Match update'],
    ['a list', '[1]', 'Match update'],
    ['no title, Nepali', '{"lang":"ne"}', 'खेलको खबर'],
  ])('still shows something for a payload that is %s', (_what, payload, title) => {
    const n = notificationOf(payload, ORIGIN);
    expect(n.title).toBe(title);
    expect(n.options.data.url).toBe('/');
    expect(n.options.icon).toBe('/icons/icon-192.png');
  });

  it('never lets a tap or an icon leave for another scheme', () => {
    const n = notificationOf(JSON.stringify({ title: 'x', url: 'javascript:alert(1)', icon: 'javascript:x' }), ORIGIN);
    expect(n.options.data.url).toBe('/');
    expect(n.options.icon).toBe('/icons/icon-192.png');
  });
});

describe('sitePath', () => {
  it.each([
    ['/fixture/7', '/fixture/7'],
    ['/ne/fixture/7?x=1#e', '/ne/fixture/7?x=1#e'],
    ['//evil.example/x', '/'],
    ['https://evil.example/x', '/'],
    ['/\\evil.example', '/'],
    [42, '/'],
  ])('%s → %s', (v, want) => expect(sitePath(v, ORIGIN)).toBe(want));
});
