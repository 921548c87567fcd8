import { describe, expect, it } from 'vitest';
import type { MatchEvent, PersonRef } from '../../../src/lib/api/types.ts';
import {
  eventLines,
  eventMinute,
  eventPeople,
  eventRows,
  eventSide,
  sortEvents,
} from '../../../src/lib/league/match-events.ts';
import { matchText } from '../../../src/i18n/texts/match.ts';

const person = (name: string): PersonRef => ({
  id: name,
  name,
  position: null,
  jersey: null,
  photo: { src: '/x.png', alt: '', width: null, height: null, isDefault: false },
});
const ev = (over: Partial<MatchEvent> = {}): MatchEvent => ({
  id: '1',
  matchId: '1',
  teamId: '1',
  type: 'goal',
  minute: 10,
  player: null,
  playerIn: null,
  playerOut: null,
  createdAt: null,
  ...over,
});

describe('match events (SPEC §2: a match event list)', () => {
  it('sorts events by minute, undated minutes last, ties by when they were recorded', () => {
    const events = [
      ev({ id: 'a', minute: 70 }),
      ev({ id: 'b', minute: null }),
      ev({ id: 'c', minute: 5 }),
      ev({ id: 'd', minute: 45, createdAt: '2026-01-01T10:02:00.000Z' }),
      ev({ id: 'e', minute: 45, createdAt: '2026-01-01T10:01:00.000Z' }),
    ];
    expect(sortEvents(events).map((e) => e.id)).toEqual(['c', 'e', 'd', 'a', 'b']);
  });

  it.each([
    ['goal', 'Goal'],
    ['own_goal', 'Own Goal'],
    ['yellow_card', 'Yellow Card'],
    ['red_card', 'Red Card'],
    ['substitution', 'Substitution'],
    ['sub_in', 'Substitute In'],
    ['sub_out', 'Substitute Out'],
    ['penalty_miss', 'penalty_miss'],
  ])('the English page names the event type %s as %s (an unknown type as it is)', (type, label) => {
    expect(matchText.en.events.labels[type] ?? type).toBe(label);
  });

  it('tells the side of the event from its team', () => {
    expect(eventSide(ev({ teamId: '1' }), '1', '2')).toBe('home');
    expect(eventSide(ev({ teamId: '2' }), '1', '2')).toBe('away');
    expect(eventSide(ev({ teamId: null }), '1', '2')).toBeNull();
    expect(eventSide(ev({ teamId: '9' }), '1', '2')).toBeNull();
  });

  it.each([
    ['goal scorer', ev({ type: 'goal', player: person('Ram') }), { player: 'Ram', playerIn: null, playerOut: null }],
    [
      'substitution in and out',
      ev({ type: 'substitution', playerIn: person('Hari'), playerOut: person('Shyam') }),
      { player: null, playerIn: 'Hari', playerOut: 'Shyam' },
    ],
    [
      'sub_in with the player field',
      ev({ type: 'sub_in', player: person('Hari') }),
      { player: null, playerIn: 'Hari', playerOut: null },
    ],
    [
      'sub_out with the player field',
      ev({ type: 'sub_out', player: person('Shyam') }),
      { player: null, playerIn: null, playerOut: 'Shyam' },
    ],
    ['card without a player', ev({ type: 'red_card' }), { player: null, playerIn: null, playerOut: null }],
  ])('names the people of a %s', (_name, e, people) => {
    expect(eventPeople(e)).toEqual(people);
  });

  it("shows the minute as 45' and nothing when unknown", () => {
    expect(eventMinute(45)).toBe("45'");
    expect(eventMinute(null)).toBe('');
  });

  it('gives the rows of the list: goals, cards and substitutions with minute and player, by minute (SPEC §2)', () => {
    const rows = eventRows(
      [
        ev({
          id: 's',
          type: 'substitution',
          minute: 60,
          teamId: '2',
          playerIn: person('Hari'),
          playerOut: person('Shyam'),
        }),
        ev({ id: 'g', type: 'goal', minute: 12, teamId: '1', player: person('Ram') }),
        ev({ id: 'y', type: 'yellow_card', minute: 30, teamId: '9', player: person('Gita') }),
      ],
      '1',
      '2',
      matchText.en.events.labels,
    );
    expect(rows).toEqual([
      {
        id: 'g',
        type: 'goal',
        label: 'Goal',
        minute: "12'",
        side: 'home',
        player: 'Ram',
        playerIn: null,
        playerOut: null,
      },
      {
        id: 'y',
        type: 'yellow_card',
        label: 'Yellow Card',
        minute: "30'",
        side: null,
        player: 'Gita',
        playerIn: null,
        playerOut: null,
      },
      {
        id: 's',
        type: 'substitution',
        label: 'Substitution',
        minute: "60'",
        side: 'away',
        player: null,
        playerIn: 'Hari',
        playerOut: 'Shyam',
      },
    ]);
  });

  it("gives the island its lines without words: the page language's texts name the types (issue 17)", () => {
    const events = [
      ev({ id: 'y', type: 'yellow_card', minute: 30, teamId: '2', player: person('Gita') }),
      ev({ id: 'g', minute: 12, player: person('Ram') }),
    ];
    expect(eventLines(events, '1', '2')).toEqual([
      { id: 'g', type: 'goal', minute: "12'", side: 'home', player: 'Ram', playerIn: null, playerOut: null },
      { id: 'y', type: 'yellow_card', minute: "30'", side: 'away', player: 'Gita', playerIn: null, playerOut: null },
    ]);
    expect(eventRows(events, '1', '2', matchText.en.events.labels).map((r) => r.label)).toEqual([
      'Goal',
      'Yellow Card',
    ]);
  });
});
