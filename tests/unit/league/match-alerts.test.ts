import { describe, expect, it } from 'vitest';
import {
  matchAlerts,
  type Alert,
  type AlertEvent,
  type AlertMatch,
  type SentAlert,
} from '../../../src/lib/league/match-alerts.ts';

const KICKOFF = Date.parse('2026-11-26T09:00:00Z');
const NOW = KICKOFF + 30 * 60_000;

const match = (over: Partial<AlertMatch> = {}): AlertMatch => ({
  id: '7',
  date: new Date(KICKOFF).toISOString(),
  status: 'running',
  scoreHome: null,
  scoreAway: null,
  homeId: '1',
  awayId: '2',
  ...over,
});
const goal = (id: string, teamId: string, minute: number | null, player: string | null = 'Ram'): AlertEvent => ({
  id,
  type: 'goal',
  minute,
  teamId,
  player,
});
const ev = (id: string, type: string, teamId = '1', minute = 10): AlertEvent => ({
  id,
  type,
  minute,
  teamId,
  player: 'Hari',
});
/** What the sender records after sending `alerts`. */
const record = (alerts: Alert[]): SentAlert[] => alerts.map((a) => ({ key: a.key, sig: a.sig }));
/** A short form of an alert for the table: kind, key and score. */
const brief = (a: Alert) => `${a.key} ${a.score.home}-${a.score.away}`;

type Case = {
  name: string;
  match: AlertMatch;
  events: AlertEvent[];
  sent: SentAlert[];
  now?: number;
  want: string[];
};

const CASES: Case[] = [
  { name: 'nothing before kickoff', match: match({ status: 'upcoming' }), events: [], sent: [], want: [] },
  { name: 'kickoff when the match starts', match: match(), events: [], sent: [], want: ['kickoff 0-0'] },
  {
    name: 'kickoff once',
    match: match(),
    events: [],
    sent: [{ key: 'kickoff', sig: '' }],
    want: [],
  },
  {
    name: 'a goal with the score it made',
    match: match({ scoreHome: 1 }),
    events: [goal('41', '1', 23)],
    sent: [{ key: 'kickoff', sig: '' }],
    want: ['goal:41 1-0'],
  },
  {
    name: 'two goals in one webhook, in minute order, each with its own score',
    match: match(),
    events: [goal('43', '2', 30), goal('42', '1', 12)],
    sent: [{ key: 'kickoff', sig: '' }],
    want: ['goal:42 1-0', 'goal:43 1-1'],
  },
  {
    name: 'an own goal counts for the other side',
    match: match(),
    events: [{ ...goal('44', '1', 5), type: 'own_goal' }],
    sent: [{ key: 'kickoff', sig: '' }],
    want: ['goal:44 0-1'],
  },
  {
    name: 'other events say nothing',
    match: match(),
    events: [ev('50', 'yellow_card'), ev('51', 'substitution')],
    sent: [{ key: 'kickoff', sig: '' }],
    want: [],
  },
  {
    name: 'a goal already alerted is not alerted again',
    match: match({ scoreHome: 1 }),
    events: [goal('41', '1', 23)],
    sent: [
      { key: 'kickoff', sig: '' },
      { key: 'goal:41', sig: 'goal|1|23|Ram' },
    ],
    want: [],
  },
  {
    name: 'no kickoff alert after a missed kickoff when a goal is the first news',
    match: match(),
    events: [goal('41', '1', 23)],
    sent: [],
    want: ['goal:41 1-0'],
  },
  {
    name: 'half time by status, after the first half goals and before the second half ones',
    match: match({ status: 'half_time' }),
    events: [goal('41', '1', 23), goal('45', '2', 47)],
    sent: [{ key: 'kickoff', sig: '' }],
    want: ['goal:41 1-0', 'half_time 1-0', 'goal:45 1-1'],
  },
  {
    name: 'half time by event',
    match: match(),
    events: [ev('60', 'half_time', '1', 45)],
    sent: [{ key: 'kickoff', sig: '' }],
    want: ['half_time 0-0'],
  },
  {
    name: 'full time with the final score',
    match: match({ status: 'completed', scoreHome: 2, scoreAway: 1 }),
    events: [goal('41', '1', 23), goal('42', '1', 50), goal('43', '2', 60)],
    sent: [
      { key: 'kickoff', sig: '' },
      { key: 'goal:41', sig: 'goal|1|23|Ram' },
      { key: 'goal:42', sig: 'goal|1|50|Ram' },
      { key: 'goal:43', sig: 'goal|2|60|Ram' },
    ],
    want: ['full_time 2-1'],
  },
  {
    name: 'full time once',
    match: match({ status: 'completed', scoreHome: 0, scoreAway: 0 }),
    events: [],
    sent: [{ key: 'full_time', sig: '0-0' }],
    want: [],
  },
  {
    name: 'a goal removed is a correction',
    match: match({ scoreHome: 0 }),
    events: [],
    sent: [
      { key: 'kickoff', sig: '' },
      { key: 'goal:41', sig: 'goal|1|23|Ram' },
    ],
    want: ['correction:goal:41:1 0-0'],
  },
  {
    name: 'a scorer changed is a correction, once',
    match: match(),
    events: [goal('41', '1', 23, 'Shyam')],
    sent: [{ key: 'goal:41', sig: 'goal|1|23|Ram' }],
    want: ['correction:goal:41:1 1-0'],
  },
  {
    name: 'the corrected goal as last said is not corrected again',
    match: match(),
    events: [goal('41', '1', 23, 'Shyam')],
    sent: [
      { key: 'goal:41', sig: 'goal|1|23|Ram' },
      { key: 'correction:goal:41:1', sig: 'goal|1|23|Shyam' },
    ],
    want: [],
  },
  {
    name: 'corrected back: a second correction with its own key',
    match: match(),
    events: [goal('41', '1', 23, 'Ram')],
    sent: [
      { key: 'goal:41', sig: 'goal|1|23|Ram' },
      { key: 'correction:goal:41:1', sig: 'goal|1|23|Shyam' },
    ],
    want: ['correction:goal:41:2 1-0'],
  },
  {
    name: 'the final score changed after full time',
    match: match({ status: 'completed', scoreHome: 3, scoreAway: 1 }),
    events: [],
    sent: [{ key: 'full_time', sig: '2-1' }],
    want: ['correction:score:1 3-1'],
  },
  {
    name: 'an old match edited says nothing',
    match: match({ status: 'completed', scoreHome: 1, scoreAway: 0 }),
    events: [goal('41', '1', 23)],
    sent: [],
    now: KICKOFF + 3 * 86_400_000,
    want: [],
  },
  {
    name: 'a match without a date says nothing',
    match: match({ date: null }),
    events: [goal('41', '1', 23)],
    sent: [],
    want: [],
  },
];

describe('matchAlerts', () => {
  it.each(CASES)('$name', (c) => {
    expect(matchAlerts(c.match, c.events, c.sent, c.now ?? NOW).map(brief)).toEqual(c.want);
  });

  it('says each thing once: after recording what it sent, the same state gives nothing', () => {
    for (const c of CASES) {
      const first = matchAlerts(c.match, c.events, c.sent, c.now ?? NOW);
      expect(matchAlerts(c.match, c.events, [...c.sent, ...record(first)], c.now ?? NOW), c.name).toEqual([]);
    }
  });

  it('a goal alert carries the scorer, minute and side', () => {
    const [a] = matchAlerts(match(), [goal('41', '2', 67, 'Sita')], [{ key: 'kickoff', sig: '' }], NOW);
    expect(a).toMatchObject({ kind: 'goal', scorer: 'Sita', minute: 67, side: 'away', ownGoal: false });
  });

  it('a removed goal says so', () => {
    const [a] = matchAlerts(match(), [], [{ key: 'goal:41', sig: 'goal|1|23|Ram' }], NOW);
    expect(a).toMatchObject({ kind: 'correction', eventId: '41', removed: true, scorer: null });
  });
});
