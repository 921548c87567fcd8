// Texts of the team page (/teams/{id}: header, Squad and Matches tabs, the matches table) and the player page
// (/teams/{teamId}/players/{playerId}, and its not-found variant), English as the SPEC has them, Nepali beside.
import { catalog } from '../catalog.ts';
import { formatHeight, formatWeight } from '../../lib/format/base.ts';
import { devanagariDigits as d } from '../../lib/format/local.ts';
import { NE_TERMS } from '../ne-terms.ts';

type Height = { feet: number; inches: number } | null;

// Squad positions as the CMS writes them (lib/league/squad.ts, lower case here), in Nepali; others stay as written.
const NE_POSITIONS: Record<string, string> = {
  goalkeeper: 'गोलकिपर',
  defender: 'डिफेन्डर',
  midfielder: 'मिडफिल्डर',
  forward: 'फरवार्ड',
  'team manager': 'टोली व्यवस्थापक',
  'head coach': 'मुख्य प्रशिक्षक',
  'assistant coach': 'सहायक प्रशिक्षक',
};
const EN_GROUPS: Record<string, string> = {
  goalkeeper: 'Goalkeepers',
  defender: 'Defenders',
  midfielder: 'Midfielders',
  forward: 'Forwards',
};
const NE_GROUPS: Record<string, string> = {
  goalkeeper: 'गोलकिपरहरू',
  defender: 'डिफेन्डरहरू',
  midfielder: 'मिडफिल्डरहरू',
  forward: 'फरवार्डहरू',
};

export const teamText = catalog({
  en: {
    na: 'N/A',
    tbd: 'TBD',
    /** A position in the page's language; null: shown as the CMS wrote it (English pages always). */
    position: (_raw: string): string | null => null,
    /** A squad group's heading (lib/league/squad.ts groups); null: the position as the CMS wrote it. */
    group: (position: string): string | null => EN_GROUPS[position.toLowerCase()] ?? null,
    team: {
      description: (name: string, stadium: string | null) =>
        `${name}: squad, staff, fixtures and results${stadium ? `, ${stadium}` : ''}.`,
      back: 'Back to teams',
      location: 'Location',
      established: 'Established',
      /** The founding year as written after the label: the AD year, marked so in Nepali (not read as BS). */
      year: (year: string) => year,
      tabsLabel: 'Team sections',
      squad: 'Squad',
      matches: 'Matches',
      players: (n: number): string => (n === 1 ? 'player' : 'players'),
      matchCount: (n: number): string => (n === 1 ? 'match' : 'matches'),
      emptyTitle: 'No data available',
      emptyDetail: 'Please check back later.',
      jerseyNumber: 'Jersey number ',
    },
    table: {
      /** The table's name: the region's label (no CMS name in Nepali: an attribute cannot mark it English) and caption. */
      label: (team: string) => `Matches of ${team}`,
      captionBefore: 'Matches of ',
      captionAfter: '',
      dateTime: 'Date & Time',
      match: 'Match',
      venue: 'Venue',
      status: 'Status',
      result: 'Result',
      matchCentre: ', match centre',
      vs: 'vs',
      /** The status and result words the page's script writes at view time (src/browser/team-results.ts). */
      upcoming: 'Upcoming',
      today: "Today's Match",
      live: 'Live',
      completed: 'Completed',
      notStarted: 'Not Started',
      pending: 'Pending',
    },
    player: {
      description: (player: string, position: string | null, team: string) =>
        `${player}${position ? `, ${position}` : ''} of ${team}: appearances, goals, cards and personal details.`,
      jersey: 'Jersey',
      position: 'Position',
      age: 'Age',
      years: (n: string) => `${n} years`,
      stats: 'Season Stats',
      appearances: 'Appearances',
      goals: 'Goals',
      cleanSheets: 'Cleansheets',
      yellowCards: 'Yellow Cards',
      redCards: 'Red Cards',
      info: 'Personal Info',
      birth: 'Date of Birth',
      birthBs: 'Date of Birth (BS)',
      nationality: 'Nationality',
      height: 'Height',
      weight: 'Weight',
      heightValue: (h: Height) => formatHeight(h),
      weightValue: (kg: number | null) => formatWeight(kg),
      back: 'Back to Team',
    },
    notFound: { title: 'Player not found', action: 'Back to Teams' },
  },
  ne: {
    na: NE_TERMS.notAvailable,
    tbd: NE_TERMS.tbd,
    position: (raw: string) => NE_POSITIONS[raw.trim().toLowerCase()] ?? null,
    group: (position: string) => NE_GROUPS[position.toLowerCase()] ?? NE_POSITIONS[position.toLowerCase()] ?? null,
    team: {
      description: (name: string, stadium: string | null) =>
        `${name}: खेलाडी, प्रशिक्षक, खेल तालिका र नतिजा${stadium ? `, ${stadium}` : ''}।`,
      back: 'टोलीहरूमा फर्कनुहोस्',
      // The SPEC's 'Location' of a team is its stadium: its home ground, not an address.
      location: 'घरेलु मैदान',
      established: 'स्थापना',
      year: (year: string) => `सन् ${year}`,
      tabsLabel: 'टोलीका खण्डहरू',
      squad: 'खेलाडीहरू',
      matches: 'खेलहरू',
      players: () => 'जना',
      matchCount: () => 'वटा',
      emptyTitle: 'कुनै जानकारी उपलब्ध छैन',
      emptyDetail: 'कृपया पछि फेरि हेर्नुहोस्।',
      jerseyNumber: 'जर्सी नम्बर ',
    },
    table: {
      label: () => 'टोलीका खेलहरू',
      captionBefore: '',
      captionAfter: ' टोलीका खेलहरू',
      dateTime: 'मिति र समय',
      match: 'खेल',
      venue: 'मैदान',
      status: 'स्थिति',
      result: 'नतिजा',
      matchCentre: ', खेलको विवरण',
      vs: NE_TERMS.vs,
      upcoming: 'आगामी',
      today: 'आजको खेल',
      live: 'प्रत्यक्ष',
      completed: 'सम्पन्न',
      notStarted: 'सुरु भएको छैन',
      pending: 'नतिजा आउन बाँकी',
    },
    player: {
      description: (player: string, position: string | null, team: string) =>
        `${player} (${team}${position ? `, ${position}` : ''}): खेलेका खेल, गोल, कार्ड र व्यक्तिगत विवरण।`,
      jersey: 'जर्सी',
      position: 'पोजिसन',
      age: 'उमेर',
      years: (n: string) => `${n} वर्ष`,
      stats: 'यस सिजनको तथ्याङ्क',
      appearances: 'खेलेका खेल',
      goals: 'गोल',
      cleanSheets: 'क्लिन सिट',
      yellowCards: 'पहेँलो कार्ड',
      redCards: 'रातो कार्ड',
      info: 'व्यक्तिगत विवरण',
      birth: 'जन्म मिति',
      birthBs: 'जन्म मिति (वि.सं.)',
      nationality: 'राष्ट्रियता',
      height: 'उचाइ',
      weight: 'तौल',
      heightValue: (h: Height) => (h ? `${d(h.feet)} फिट ${d(h.inches)} इन्च` : NE_TERMS.notAvailable),
      weightValue: (kg: number | null) =>
        kg === null ? NE_TERMS.notAvailable : `${d(Number.isInteger(kg) ? kg : kg.toFixed(1))} के.जी.`,
      back: 'टोलीमा फर्कनुहोस्',
    },
    notFound: { title: 'खेलाडी भेटिएन', action: 'टोलीहरूमा फर्कनुहोस्' },
  },
});
