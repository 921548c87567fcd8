// The league lists' catalog: its English is what the rules in lib/league say (the SPEC's words), and its Nepali has a
// word for every one of them; unknown statuses stay as the API wrote them.
import { describe, expect, it } from 'vitest';
import { leagueText, statusLabelData, statusText } from '../../../src/i18n/texts/league.ts';
import { homeText } from '../../../src/i18n/texts/home.ts';
import { shellText } from '../../../src/i18n/texts/shell.ts';
import { FIXTURE_FILTERS } from '../../../src/lib/league/fixtures.ts';
import { match, npt, nptIso } from '../support/factories.ts';

const LATIN = /[A-Za-z]{2,}/;
const now = npt('2026-11-22T12:00');
const matches = [
  match({ date: nptIso('2026-11-22T15:00') }),
  match({ date: nptIso('2026-11-23T15:00') }),
  match({ status: 'running' }),
  match({ status: 'completed' }),
];

describe('league texts', () => {
  it("English is the SPEC's words for the rules' keys: status labels, filters, empty texts, form names", () => {
    expect(matches.map((m) => statusText(leagueText.en, m, now))).toEqual(
      ["Today's Match", 'Upcoming', 'Live', 'Completed'].map((text) => ({ text, cms: false })),
    );
    expect(FIXTURE_FILTERS.map((f) => leagueText.en.filters.names[f])).toEqual([
      'All Matches',
      "Today's Matches",
      'Upcoming',
    ]);
    // SPEC: 'No {filter} matches found.' with the filter's own name (docs/decisions/live.md).
    for (const f of FIXTURE_FILTERS) expect(leagueText.en.filters.empty[f]).toBe(`No ${f} matches found.`);
    expect(leagueText.en.formTitle).toEqual({ W: 'Win', D: 'Draw', L: 'Loss' });
  });

  it('Nepali has a Nepali word for every status the rules give', () => {
    for (const m of matches) {
      const { text, cms } = statusText(leagueText.ne, m, now);
      expect(cms).toBe(false);
      expect(text).not.toMatch(LATIN);
    }
  });

  it('an unknown status stays as written, marked as the CMS’s', () => {
    expect(statusText(leagueText.ne, match({ status: 'postponed' }), now)).toEqual({ text: 'postponed', cms: true });
    expect(statusText(leagueText.ne, match({ status: 'toString' }), now)).toEqual({ text: 'toString', cms: true });
  });

  it("week names and the page script's labels are in the page's language", () => {
    expect(leagueText.en.week('3')).toBe('Week 3');
    expect(leagueText.ne.week('३')).toBe('चरण ३');
    expect(statusLabelData(leagueText.en)).toEqual({
      'data-label-today': "Today's Match",
      'data-label-upcoming': 'Upcoming',
    });
    expect(Object.values(statusLabelData(leagueText.ne)).join(' ')).not.toMatch(LATIN);
  });

  it('the headlines are the SPEC’s three messages in English, three Nepali ones in Nepali', () => {
    expect(homeText.en.headlines.messages(shellText.en.leagueName)).toEqual([
      'Welcome to the Nepal Schools Football League!',
      'Every Match. Every Goal.',
      'Every Dream — Live and Unmissable.',
    ]);
    const ne = homeText.ne.headlines.messages(shellText.ne.leagueName);
    expect(ne).toHaveLength(3);
    expect(ne.join(' ')).not.toMatch(LATIN);
  });
});
