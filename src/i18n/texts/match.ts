// Texts of the match centre (/fixture/{id}: its page, line-ups, officials, and its two islands, whose texts are the
// strings-only `board` and `events` objects passed as props), and of the page actions beside it on the match centre,
// team, player and article pages: Share and the calendar links. English as the SPEC has them, Nepali beside.
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';

const NE_WHAT: Record<string, string> = { match: 'खेल', team: 'टोली', player: 'खेलाडी', article: 'लेख' };

export const matchText = catalog({
  en: {
    tbd: 'TBD',
    na: 'N/A',
    title: (home: string, away: string) => `${home} vs ${away}`,
    description: (title: string, week: string | null, when: string, venue: string | null) =>
      `${title}${week !== null ? `, week ${week}` : ''}: ${when}${venue ? ` at ${venue}` : ''}. Line-ups, officials and match events.`,
    dateTbd: 'date TBD',
    allFixtures: 'All Fixtures',
    lineups: 'Line-ups',
    lineup: {
      captain: 'Captain',
      starting: 'Starting Players',
      substitutes: 'Substitutes',
      unknown: 'Unknown player',
      none: 'No players assigned',
    },
    officials: {
      title: 'Match Officials',
      referee: 'Referee',
      assistant1: 'Assistant Referee 1',
      assistant2: 'Assistant Referee 2',
      fourth: 'Fourth Official',
    },
    /** MatchBoard's texts (an island: strings only, `{n}` filled in). */
    board: {
      failed: 'Failed to load match. Please try again.',
      retry: 'Retry',
      badge: { 'LIVE NOW': 'LIVE NOW', TODAY: 'TODAY', COMPLETED: 'COMPLETED', UPCOMING: 'UPCOMING' },
      week: 'Week {n}',
      tbd: 'TBD',
      vs: 'vs',
      to: ' to ',
      date: 'Date',
      kickoff: 'Kickoff',
      venue: 'Venue',
    },
    /** MatchEventList's texts (an island: strings only); an event type not listed is shown as it is. */
    events: {
      title: 'Match Events',
      failed: 'Unable to load match events',
      retry: 'Retry',
      none: 'No events recorded',
      in: 'In:',
      out: 'Out:',
      // The SPEC's event types in words.
      labels: {
        goal: 'Goal',
        own_goal: 'Own Goal',
        yellow_card: 'Yellow Card',
        red_card: 'Red Card',
        substitution: 'Substitution',
        sub_in: 'Substitute In',
        sub_out: 'Substitute Out',
      } as Record<string, string>,
    },
    /** The Share button: the visible word and, for screen readers, what is shared (before or after it). */
    share: {
      label: 'Share',
      before: (_what: string): string => '',
      after: (what: string): string => ` this ${what}`,
      copied: 'Link copied',
      failed: 'Could not share. The link is {url}',
    },
  },
  ne: {
    tbd: NE_TERMS.tbd,
    na: NE_TERMS.notAvailable,
    title: (home: string, away: string) => `${home} विरुद्ध ${away}`,
    description: (title: string, week: string | null, when: string, venue: string | null) =>
      `${title}${week !== null ? `, चरण ${week}` : ''}: ${when}${venue ? `, ${venue}` : ''}। लाइनअप, खेल अधिकारी र खेलका घटनाहरू।`,
    dateTbd: 'मिति तय हुन बाँकी',
    allFixtures: 'सबै खेल तालिका',
    lineups: 'लाइनअप',
    lineup: {
      captain: 'कप्तान',
      starting: 'सुरुवाती खेलाडी',
      substitutes: 'बदली खेलाडी',
      unknown: 'अज्ञात खेलाडी',
      none: 'कुनै खेलाडी तोकिएको छैन',
    },
    officials: {
      title: 'खेल अधिकारीहरू',
      referee: 'रेफ्री',
      assistant1: 'सहायक रेफ्री १',
      assistant2: 'सहायक रेफ्री २',
      fourth: 'चौथो अधिकारी',
    },
    board: {
      failed: 'खेल लोड हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
      retry: NE_TERMS.retry,
      badge: { 'LIVE NOW': 'अहिले प्रत्यक्ष', TODAY: 'आज', COMPLETED: 'सम्पन्न', UPCOMING: 'आगामी' },
      week: 'चरण {n}',
      tbd: NE_TERMS.tbd,
      vs: NE_TERMS.vs,
      to: ' विरुद्ध ',
      date: 'मिति',
      kickoff: 'खेल सुरु',
      venue: 'मैदान',
    },
    events: {
      title: 'खेलका घटनाहरू',
      failed: 'खेलका घटनाहरू लोड हुन सकेनन्',
      retry: NE_TERMS.retry,
      none: 'कुनै घटना दर्ता भएको छैन',
      in: 'भित्रिए:',
      out: 'बाहिरिए:',
      labels: {
        goal: 'गोल',
        own_goal: 'आत्मघाती गोल',
        yellow_card: 'पहेँलो कार्ड',
        red_card: 'रातो कार्ड',
        substitution: 'खेलाडी परिवर्तन',
        sub_in: 'खेलाडी भित्र',
        sub_out: 'खेलाडी बाहिर',
      },
    },
    share: {
      label: 'सेयर गर्नुहोस्',
      before: (what: string) => `यो ${NE_WHAT[what] ?? what} `,
      after: () => '',
      copied: 'लिङ्क कपी भयो',
      failed: 'सेयर गर्न सकिएन। लिङ्क: {url}',
    },
  },
});

export type MatchBoardText = (typeof matchText)['en']['board'];
export type MatchEventsText = (typeof matchText)['en']['events'];
