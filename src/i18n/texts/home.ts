// Texts of the home page's static sections (hero, Top Headlines, standings, upcoming matches, highlights, sponsors,
// top scorers) and of the highlight viewer, English as the SPEC has them, Nepali beside. The league's name and slogan
// are the shell's (texts/shell.ts); the cards and the table inside the sections are texts/league.ts.
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';

export const homeText = catalog({
  en: {
    hero: { buyTickets: 'Buy Tickets', watchLive: 'Watch Live' },
    headlines: {
      label: 'Top Headlines',
      /** Shown before the typed message. */
      shown: 'Top Headlines :',
      /** Read before all the messages (the typed line is hidden from screen readers). */
      spoken: 'Top Headlines:',
      messages: (league: string) => [
        `Welcome to the ${league}!`,
        'Every Match. Every Goal.',
        'Every Dream — Live and Unmissable.',
      ],
    },
    standings: {
      title: 'League Standings',
      subtitle: 'Current season points table',
      caption: 'League standings: current season points table',
      action: 'View Full Table',
      empty: 'No league standings available yet.',
    },
    upcoming: {
      title: 'Upcoming Matches',
      subtitle: "Current week's fixtures",
      action: 'View All Fixtures',
      empty: 'No upcoming matches scheduled.',
    },
    highlights: {
      title: 'Match Highlights',
      action: 'View All Highlights',
      empty: 'No highlights available at the moment.',
      duration: 'Duration ',
      views: (n: string) => `${n} views`,
      watch: 'Watch Highlight',
      unavailable: 'Video unavailable',
    },
    sponsors: {
      title: 'Sponsors',
      action: 'Become a Sponsor',
      empty: 'No sponsors available at the moment.',
    },
    scorers: {
      title: 'Top Scorers',
      empty: 'No top scorers available.',
      columns: {
        rank: 'Rank',
        player: 'Player',
        team: 'Team',
        position: 'Position',
        goals: 'Goals',
        appearances: 'Appearance',
      },
      na: 'N/A',
      /** The SPEC's positions (lib/league/squad.ts), by their lower-case name; English pages show the CMS's word as is. */
      positions: {
        goalkeeper: 'Goalkeeper',
        defender: 'Defender',
        midfielder: 'Midfielder',
        forward: 'Forward',
        'team manager': 'Team Manager',
        'head coach': 'Head Coach',
        'assistant coach': 'Assistant Coach',
      },
    },
  },
  ne: {
    hero: { buyTickets: 'टिकट किन्नुहोस्', watchLive: 'प्रत्यक्ष हेर्नुहोस्' },
    headlines: {
      label: 'मुख्य समाचार',
      shown: 'मुख्य समाचार :',
      spoken: 'मुख्य समाचार:',
      messages: (league: string) => [`${league}मा स्वागत छ!`, 'हरेक खेल। हरेक गोल।', 'हरेक सपना — प्रत्यक्ष, छुटाउनै नहुने।'],
    },
    standings: {
      title: 'लिग अङ्क तालिका',
      subtitle: 'यस सिजनको अङ्क तालिका',
      caption: 'लिग अङ्क तालिका: यस सिजनको अङ्क तालिका',
      action: 'पूरा अङ्क तालिका हेर्नुहोस्',
      empty: 'लिगको अङ्क तालिका अझै उपलब्ध छैन।',
    },
    upcoming: {
      title: 'आगामी खेलहरू',
      subtitle: 'यस हप्ताका खेलहरू',
      action: 'सबै खेल तालिका हेर्नुहोस्',
      empty: 'कुनै आगामी खेल तय भएको छैन।',
    },
    highlights: {
      title: 'खेलका हाइलाइट्स',
      action: 'सबै हाइलाइट्स हेर्नुहोस्',
      empty: 'अहिले कुनै हाइलाइट्स उपलब्ध छैनन्।',
      duration: 'अवधि ',
      views: (n: string) => `${n} पटक हेरिएको`,
      watch: 'हाइलाइट्स हेर्नुहोस्',
      unavailable: 'भिडियो उपलब्ध छैन',
    },
    sponsors: {
      title: 'प्रायोजकहरू',
      action: 'प्रायोजक बन्नुहोस्',
      empty: 'अहिले कुनै प्रायोजक उपलब्ध छैन।',
    },
    scorers: {
      title: 'सर्वाधिक गोलकर्ता',
      empty: 'सर्वाधिक गोलकर्ताको विवरण उपलब्ध छैन।',
      columns: { rank: 'क्रम', player: 'खेलाडी', team: 'टोली', position: 'पोजिसन', goals: 'गोल', appearances: 'खेलेका खेल' },
      na: NE_TERMS.notAvailable,
      positions: {
        goalkeeper: 'गोलकिपर',
        defender: 'डिफेन्डर',
        midfielder: 'मिडफिल्डर',
        forward: 'फरवार्ड',
        'team manager': 'टोली व्यवस्थापक',
        'head coach': 'मुख्य प्रशिक्षक',
        'assistant coach': 'सहायक प्रशिक्षक',
      },
    },
  },
});
