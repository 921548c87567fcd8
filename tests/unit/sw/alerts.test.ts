// The worker's side of a goal alert; its last case holds both ends of the push to one contract (src/lib/push-message.ts):
// what the sender writes (server/alerts/messages.ts), the worker shows as written.
import { describe, expect, it } from 'vitest';
import { alertMessage, type MatchNames } from '../../../server/alerts/messages.ts';
import type { Alert } from '../../../src/lib/league/match-alerts.ts';
import { webManifest } from '../../../src/lib/pwa/manifest.ts';
import { PUSH_ICON } from '../../../src/lib/push-message.ts';
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
    expect(n.options.icon).toBe(PUSH_ICON);
  });

  it('never lets a tap or an icon leave for another scheme', () => {
    const n = notificationOf(JSON.stringify({ title: 'x', url: 'javascript:alert(1)', icon: 'javascript:x' }), ORIGIN);
    expect(n.options.data.url).toBe('/');
    expect(n.options.icon).toBe(PUSH_ICON);
  });
});

describe('a push message across the wall', () => {
  it("the league's icon is one the site writes (the manifest's)", () => {
    expect(webManifest().icons.map((i) => i.src)).toContain(PUSH_ICON);
  });
  const score = { home: 1, away: 0 };
  const alerts: Alert[] = [
    { kind: 'kickoff', key: 'kickoff', sig: '', score: { home: 0, away: 0 } },
    {
      kind: 'goal',
      key: 'goal:41',
      sig: '',
      score,
      eventId: '41',
      minute: 23,
      scorer: 'Ram Shrestha',
      side: 'home',
      ownGoal: false,
    },
    { kind: 'full_time', key: 'full_time', sig: '', score },
  ];
  const withCrest: MatchNames = {
    id: '7',
    home: 'Alpha School',
    away: 'Beta School',
    homeCrest: 'https://cms.example.org/api/media/file/alpha.png',
    awayCrest: null,
  };
  const noCrest: MatchNames = { ...withCrest, homeCrest: null };
  const cases: [Alert['kind'], 'en' | 'ne', MatchNames][] = alerts.flatMap((a) =>
    (['en', 'ne'] as const).flatMap((lang): [Alert['kind'], 'en' | 'ne', MatchNames][] => [
      [a.kind, lang, withCrest],
      [a.kind, lang, noCrest],
    ]),
  );
  it.each(cases)('%s in %s: the worker shows what the sender wrote', (kind, lang, names) => {
    const m = alertMessage(
      alerts.find((a) => a.kind === kind)!,
      names,
      lang,
    );
    expect(notificationOf(JSON.stringify(m), ORIGIN)).toEqual({
      title: m.title,
      options: { body: m.body, tag: m.tag, icon: m.icon, lang: m.lang, data: { url: m.url }, renotify: true },
    });
    expect(m.icon).toBe(names.homeCrest ?? PUSH_ICON);
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
