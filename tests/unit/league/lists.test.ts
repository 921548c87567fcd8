import { describe, expect, it } from 'vitest';
import { groupSquad } from '../../../src/lib/league/squad.ts';
import { ageYears } from '../../../src/lib/league/player.ts';
import { durationSeconds, sortHighlights } from '../../../src/lib/league/highlights.ts';
import { pageItems } from '../../../src/lib/league/pagination.ts';
import { newsPage } from '../../../src/lib/league/news.ts';
import { formatHeight, formatNepal, DATE_FORMATS } from '../../../src/lib/format/base.ts';
import { article, highlight, npt, nptIso, player } from '../support/factories.ts';

describe('squad (SPEC §2)', () => {
  it('groups goalkeeper, defender, midfielder, forward, Team Manager, Head Coach, Assistant Coach in that order', () => {
    const positions = [
      'Head Coach',
      'forward',
      'Assistant Coach',
      'defender',
      'Team Manager',
      'goalkeeper',
      'midfielder',
      'Forward',
      'kit man',
    ];
    const groups = groupSquad(positions.map((position, i) => player({ id: String(i), position, jersey: i })));
    expect(groups.map((g) => [g.position, g.players.length])).toEqual([
      ['goalkeeper', 1],
      ['defender', 1],
      ['midfielder', 1],
      ['forward', 2],
      ['Team Manager', 1],
      ['Head Coach', 1],
      ['Assistant Coach', 1],
      ['kit man', 1],
    ]);
    expect(groups.filter((g) => g.staff).map((g) => g.position)).toEqual([
      'Team Manager',
      'Head Coach',
      'Assistant Coach',
    ]);
  });
});

describe('player details (SPEC §2)', () => {
  it('gives the age in whole years on the Nepal calendar, null (N/A) without a birth date', () => {
    const born = nptIso('2010-11-23T00:00');
    expect(ageYears(born, npt('2026-11-22T23:59'))).toBe(15);
    expect(ageYears(born, npt('2026-11-23T00:00'))).toBe(16);
    expect(ageYears(null, npt('2026-11-23T00:00'))).toBeNull();
    expect(ageYears('garbage', npt('2026-11-23T00:00'))).toBeNull();
  });
  it('formats birth dates dd-MM-yyyy and heights in feet and inches', () => {
    expect(formatNepal('2010-05-09T18:15:00.000Z', DATE_FORMATS.birth, 'N/A')).toBe('10-05-2010');
    expect(formatNepal(null, DATE_FORMATS.birth, 'N/A')).toBe('N/A');
    expect(formatHeight({ feet: 5, inches: 8 })).toBe(`5' 8"`);
  });
  it('formats kickoff and fixture dates in Nepal time, TBD when missing', () => {
    const iso = '2026-11-22T08:15:00.000Z';
    expect(formatNepal(iso, DATE_FORMATS.kickoff)).toBe('02:00 PM');
    expect(formatNepal(iso, DATE_FORMATS.fixture)).toBe('22 Nov 2026');
    expect(formatNepal(iso, DATE_FORMATS.liveBanner)).toBe('11/22/2026 - 02:00 PM');
    expect(formatNepal(iso, DATE_FORMATS.countdown)).toBe('Sunday, November 22nd 2026');
    expect(formatNepal(null, DATE_FORMATS.fixture)).toBe('TBD');
  });
});

describe('highlights (SPEC §9)', () => {
  const list = [
    highlight({ id: 'a', views: 10, duration: '09:59', publishedDate: '2026-11-01T00:00:00.000Z' }),
    highlight({ id: 'b', views: 99, duration: '10:00', publishedDate: '2026-10-01T00:00:00.000Z' }),
    highlight({ id: 'c', views: 50, duration: '02:30', publishedDate: '2026-11-10T00:00:00.000Z' }),
  ];
  it.each([
    ['recent', ['c', 'a', 'b']],
    ['mostViewed', ['b', 'c', 'a']],
    ['longest', ['b', 'a', 'c']],
  ] as const)('sorts %s', (mode, order) => {
    expect(sortHighlights(list, mode).map((h) => h.id)).toEqual(order);
  });
  it('reads durations as seconds', () => {
    expect([
      durationSeconds('10:00'),
      durationSeconds('1:02:03'),
      durationSeconds(null),
      durationSeconds('x:y'),
    ]).toEqual([600, 3723, 0, 0]);
  });
});

describe('pagination and news (SPEC §9)', () => {
  it('shows 2 pages around the current page and 3 at each margin', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(10, 20)).toEqual([1, 2, 3, 'gap', 8, 9, 10, 11, 12, 'gap', 18, 19, 20]);
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 18, 19, 20]);
  });
  it('features the newest article and pages the others 3 at a time, per category', () => {
    const list = Array.from({ length: 8 }, (_, i) =>
      article({
        id: String(i),
        date: nptIso(`2026-11-${String(10 + i).padStart(2, '0')}T10:00`),
        category: i % 2 ? 'Interviews' : 'League News',
      }),
    );
    const all = newsPage(list, null, 1);
    expect([all.featured?.id, all.cards.map((a) => a.id), all.pages]).toEqual(['7', ['6', '5', '4'], 3]);
    expect(newsPage(list, null, 3).cards.map((a) => a.id)).toEqual(['0']);
    const interviews = newsPage(list, 'Interviews', 1);
    expect([interviews.featured?.id, interviews.cards.map((a) => a.id), interviews.pages]).toEqual([
      '7',
      ['5', '3', '1'],
      1,
    ]);
    expect(newsPage(list, 'Team News', 1)).toEqual({ featured: null, cards: [], page: 1, pages: 1 });
  });
});
