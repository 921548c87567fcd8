// Texts of the league lists (match cards, week groups, the standings table and its form letters, the fixture
// filters) and of /table, /results, /fixture and /teams, English as the SPEC has them, Nepali beside. The rules in
// lib/league return keys (a status, a filter, a result), which these maps word in the page's language.
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';
import type { Match } from '../../lib/api/types.ts';
import { statusKey } from '../../lib/league/match-status.ts';

export const leagueText = catalog({
  en: {
    tbd: 'TBD',
    vs: 'vs',
    /** Said between the two numbers of a score ('2 to 1'); the dash is only seen. */
    scoreTo: ' to ',
    week: (n: string) => `Week ${n}`,
    weekTbd: 'Week TBD',
    /** The status label of each statusKey (lib/league/match-status.ts). */
    status: { today: "Today's Match", upcoming: 'Upcoming', running: 'Live', completed: 'Completed' },
    standings: {
      caption: 'League standings',
      position: 'Position',
      team: 'Team',
      form: 'Form',
      /** Column labels; a title names a shortened one. */
      full: {
        played: { label: 'Played' },
        won: { label: 'Won' },
        drawn: { label: 'Drawn' },
        lost: { label: 'Lost' },
        goalsFor: { label: 'GF', title: 'Goals for' },
        goalsAgainst: { label: 'GA', title: 'Goals against' },
        goalDifference: { label: 'GD', title: 'Goal difference' },
        points: { label: 'Points' },
      },
      home: {
        played: { label: 'P', title: 'Played' },
        won: { label: 'W', title: 'Won' },
        drawn: { label: 'D', title: 'Drawn' },
        lost: { label: 'L', title: 'Lost' },
        goalsFor: { label: 'GF', title: 'Goals for' },
        goalsAgainst: { label: 'GA', title: 'Goals against' },
        goalDifference: { label: 'GD', title: 'Goal difference' },
        points: { label: 'PTS', title: 'Points' },
      },
      /** One goals column, for-against, where the language prints it so (Nepali); English keeps GF and GA (SPEC). */
      goals: null as { label: string; title: string } | null,
    },
    /** Form letters as shown and their names (lib/league/standings.ts formResult colours them). */
    formLetter: { W: 'W', D: 'D', L: 'L' },
    formTitle: { W: 'Win', D: 'Draw', L: 'Loss' },
    formGuide: 'Form Guide',
    filters: {
      label: 'Filter matches',
      names: { all: 'All Matches', today: "Today's Matches", upcoming: 'Upcoming' },
      /** SPEC: 'No {filter} matches found.', the filter's own name (lib/league/fixtures.ts FIXTURE_FILTERS). */
      empty: { all: 'No all matches found.', today: 'No today matches found.', upcoming: 'No upcoming matches found.' },
    },
    table: {
      title: 'League Table',
      description: 'The league standings: played, won, drawn, lost, goals, points and recent form of every school.',
      season: (year: string) => `Season ${year}`,
      caption: (season: string) => `League table, ${season}`,
      empty: 'No league standings available yet.',
    },
    results: {
      title: 'Results',
      description: 'Full-time scores of every completed match of the season, week by week.',
      empty: 'No Completed Match data available',
      emptyDetail: 'Please check back later.',
    },
    fixtures: {
      title: 'Fixtures',
      description: 'Upcoming league fixtures week by week: kickoff times in Nepal time, venues and teams.',
      total: 'Total Matches',
    },
    teams: {
      title: 'Teams',
      description: 'The schools of the league: crests, grounds, managers and squads.',
      empty: 'No teams available at the moment. Please check back later.',
      established: 'Established',
      year: (year: string) => year,
      location: 'Location',
      manager: 'Team Manager',
      na: 'N/A',
      details: 'View Details',
      /** Read after 'View Details' by screen readers, before the team's name. */
      detailsOf: ' of ',
    },
  },
  ne: {
    tbd: NE_TERMS.tbd,
    vs: NE_TERMS.vs,
    scoreTo: ' विरुद्ध ',
    week: (n: string) => `चरण ${n}`,
    weekTbd: 'चरण तय हुन बाँकी',
    status: { today: 'आजको खेल', upcoming: 'आगामी', running: 'प्रत्यक्ष', completed: 'सम्पन्न' },
    standings: {
      caption: 'लिग अङ्क तालिका',
      position: 'स्थान',
      team: 'टोली',
      form: 'पछिल्ला नतिजा',
      full: {
        played: { label: 'खेल' },
        won: { label: 'जित' },
        drawn: { label: 'बराबरी' },
        lost: { label: 'हार' },
        // Not shown in Nepali: the one goals column below stands for both.
        goalsFor: { label: 'गोल गरेको', title: 'गोल गरेको' },
        goalsAgainst: { label: 'गोल खाएको', title: 'गोल खाएको' },
        goalDifference: { label: 'गोल अन्तर', title: 'गोल अन्तर' },
        points: { label: 'अङ्क' },
      },
      home: {
        played: { label: 'खे', title: 'खेलेको' },
        won: { label: 'जि', title: 'जितेको' },
        drawn: { label: 'ब', title: 'बराबरी' },
        lost: { label: 'हा', title: 'हारेको' },
        goalsFor: { label: 'गोल गरेको', title: 'गोल गरेको' },
        goalsAgainst: { label: 'गोल खाएको', title: 'गोल खाएको' },
        goalDifference: { label: 'अन्तर', title: 'गोल अन्तर' },
        points: { label: 'अङ्क', title: 'अङ्क' },
      },
      // Nepali papers print one goals column, scored–conceded ('१२–५'), and the difference beside it.
      goals: { label: 'गोल', title: 'गोल गरेको–खाएको' },
    },
    formLetter: { W: 'जि', D: 'ब', L: 'हा' },
    formTitle: { W: 'जित', D: 'बराबरी', L: 'हार' },
    formGuide: 'पछिल्ला नतिजाका सङ्केत',
    filters: {
      label: 'खेल छान्नुहोस्',
      names: { all: 'सबै खेल', today: 'आजका खेल', upcoming: 'आगामी' },
      empty: { all: 'कुनै खेल भेटिएन।', today: 'आज कुनै खेल भेटिएन।', upcoming: 'कुनै आगामी खेल भेटिएन।' },
    },
    table: {
      title: 'अङ्क तालिका',
      description: 'लिगको अङ्क तालिका: हरेक विद्यालयले खेलेका, जितेका, बराबरी गरेका र हारेका खेल, गोल, अङ्क र पछिल्ला नतिजा।',
      season: (year: string) => `सिजन सन् ${year}`,
      caption: (season: string) => `अङ्क तालिका, ${season}`,
      empty: 'लिगको अङ्क तालिका अझै उपलब्ध छैन।',
    },
    results: {
      title: 'नतिजा',
      description: 'यस सिजनका सबै सम्पन्न खेलका अन्तिम नतिजा, चरण अनुसार।',
      empty: 'सम्पन्न खेलको कुनै विवरण उपलब्ध छैन',
      emptyDetail: 'कृपया पछि फेरि हेर्नुहोस्।',
    },
    fixtures: {
      title: 'खेल तालिका',
      description: 'लिगका आगामी खेल चरण अनुसार: नेपाली समयमा खेल सुरु हुने समय, मैदान र टोलीहरू।',
      total: 'जम्मा खेल',
    },
    teams: {
      title: 'टोलीहरू',
      description: 'लिगका विद्यालयहरू: प्रतीक चिह्न, मैदान, व्यवस्थापक र खेलाडीहरू।',
      empty: 'अहिले कुनै टोली उपलब्ध छैन। कृपया पछि फेरि हेर्नुहोस्।',
      established: 'स्थापना',
      year: (year: string) => `सन् ${year}`,
      // The SPEC's 'Location' of a team is its stadium: its home ground, not an address.
      location: 'घरेलु मैदान',
      manager: 'टोली व्यवस्थापक',
      na: NE_TERMS.notAvailable,
      details: 'विवरण हेर्नुहोस्',
      detailsOf: ': ',
    },
  },
});

export type LeagueText = (typeof leagueText)['en'];

/** A match's status label in the page's language; a status the SPEC does not name stays as the API wrote it (`cms`). */
export function statusText(
  t: LeagueText,
  match: Pick<Match, 'date' | 'status'>,
  now: number,
): { text: string; cms: boolean } {
  const key = statusKey(match, now);
  return key ? { text: t.status[key], cms: false } : { text: match.status, cms: true };
}

/** The labels browser/status-labels.ts writes at view time, carried by each [data-status-label] element. */
export function statusLabelData(t: LeagueText): { 'data-label-today': string; 'data-label-upcoming': string } {
  return { 'data-label-today': t.status.today, 'data-label-upcoming': t.status.upcoming };
}
