// The league lists' catalog: its English is what the rules in lib/league say (the SPEC's words), and its Nepali has a
// word for every one of them; unknown statuses stay as the API wrote them.
import { describe, expect, it } from 'vitest';
import { leagueText, statusLabelData, statusText } from '../../../src/i18n/texts/league.ts';
import { homeText } from '../../../src/i18n/texts/home.ts';
import { shellText } from '../../../src/i18n/texts/shell.ts';
import { statusLabel } from '../../../src/lib/league/match-status.ts';
import { emptyFixturesText, FIXTURE_FILTERS } from '../../../src/lib/league/fixtures.ts';
import { formTitle } from '../../../src/lib/league/standings.ts';
import { match, npt, nptIso } from '../support/factories.ts';

const LATIN = /[A-Za-z]{2,}/;
const now = npt('2026-11-22T12:00');
const words = [
  statusLabel(match({ date: nptIso('2026-11-22T15:00') }), now),
  statusLabel(match({ date: nptIso('2026-11-23T15:00') }), now),
  statusLabel(match({ status: 'running' }), now),
  statusLabel(match({ status: 'completed' }), now),
];

describe('league texts', () => {
  it("English is the rules' own words: status labels, filters, empty texts, form names", () => {
    expect(words.map((w) => statusText(leagueText.en, w).text)).toEqual([
      "Today's Match",
      'Upcoming',
      'Live',
      'Completed',
    ]);
    for (const f of FIXTURE_FILTERS) {
      expect(leagueText.en.filters.names[f.id]).toBe(f.label);
      expect(leagueText.en.filters.empty[f.id]).toBe(emptyFixturesText(f.id));
    }
    for (const l of ['W', 'D', 'L'] as const) expect(leagueText.en.formTitle[l]).toBe(formTitle(l));
  });

  it('Nepali has a Nepali word for every status the rules give', () => {
    for (const w of words) {
      const { text, cms } = statusText(leagueText.ne, w);
      expect(cms).toBe(false);
      expect(text).not.toMatch(LATIN);
    }
  });

  it('an unknown status stays as written, marked as the CMS’s', () => {
    expect(statusText(leagueText.ne, 'postponed')).toEqual({ text: 'postponed', cms: true });
    expect(statusText(leagueText.ne, 'toString')).toEqual({ text: 'toString', cms: true });
  });

  it("week names and the page script's labels are in the page's language", () => {
    expect(leagueText.en.week('3')).toBe('Week 3');
    expect(leagueText.ne.week('३')).toBe('हप्ता ३');
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
