// The team page's Status and Result cells as keys (SPEC §4), which each page words in its language (issue 17), and
// the same words in English as the team page's catalog gives them.
import { describe, expect, it } from 'vitest';
import { statusKey } from '../../../src/lib/league/match-status.ts';
import { resultKey, teamResult, teamScore } from '../../../src/lib/league/team-result.ts';
import { leagueText, statusText } from '../../../src/i18n/texts/league.ts';
import { teamText } from '../../../src/i18n/texts/team.ts';
import { match, npt, nptIso, teamRef } from '../support/factories.ts';

const now = npt('2026-11-22T12:00');
const later = nptIso('2026-11-22T15:00');
const earlier = nptIso('2026-11-22T09:00');
const tomorrow = nptIso('2026-11-23T10:00');
const english = teamText.en.table;

describe("Result cell (SPEC §4: 'team score - opponent score', 'Live', 'Not Started', 'Pending')", () => {
  it.each([
    ['completed', match({ status: 'completed', scoreHome: 2, scoreAway: 1 }), 'score', '2 - 1'],
    ['running', match({ status: 'running', scoreHome: 0, scoreAway: 0 }), 'live', 'Live'],
    ['upcoming, kickoff still ahead', match({ date: later }), 'notStarted', 'Not Started'],
    ['upcoming, kickoff passed (no rebuild since)', match({ date: earlier }), 'pending', 'Pending'],
    ['upcoming without a date', match({ date: null }), 'pending', 'Pending'],
  ])('%s → %s', (_name, m, key, word) => {
    expect(resultKey(m, now)).toBe(key);
    expect(teamResult(m, '1', now, english)).toBe(word);
  });

  it("reads the score from the viewed team's side", () => {
    const m = match({ status: 'completed', scoreHome: 3, scoreAway: 0, home: teamRef('1'), away: teamRef('2') });
    expect(teamScore(m, '1')).toBe('3 - 0');
    expect(teamScore(m, '2')).toBe('0 - 3');
    expect(teamScore({ ...m, scoreHome: null, scoreAway: null }, '2')).toBe('0 - 0');
  });
});

describe("Status label as a key (SPEC §4: Upcoming or 'Today's Match', Live, Completed, any other value as-is)", () => {
  it.each([
    ['upcoming today', match({ date: later }), 'today', "Today's Match"],
    ['upcoming tomorrow', match({ date: tomorrow }), 'upcoming', 'Upcoming'],
    ['running', match({ status: 'running' }), 'running', 'Live'],
    ['completed', match({ status: 'completed' }), 'completed', 'Completed'],
    ['a status the SPEC does not name', match({ status: 'postponed' }), null, 'postponed'],
  ])('%s → %s', (_name, m, key, word) => {
    expect(statusKey(m, now)).toBe(key);
    expect(statusText(leagueText.en, m, now).text).toBe(word);
  });
});
