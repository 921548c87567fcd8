// The search page's texts (issue 23) and the header's link to it. The SPEC has no search: the English texts are ours.
// The page script reads the texts it writes from the page's data- attributes ({q} and {n} filled in the browser).
import { catalog } from '../catalog.ts';

export const searchText = catalog({
  en: {
    link: 'Search',
    title: 'Search',
    description: 'Find a school, a player, a venue or a news article of the Nepal Schools Football League by its name.',
    label: 'School, player, venue or article',
    hint: 'Type part of a name, in English or in Nepali.',
    submit: 'Search',
    empty: 'Type a name to see results.',
    searching: 'Searching…',
    noResults: 'No results for “{q}”.',
    count: '{n} results for “{q}”',
    countOne: '1 result for “{q}”',
    more: 'Show more results',
    failed: 'Search could not load. Please try again.',
    kinds: {
      school: 'School',
      player: 'Player',
      match: 'Match',
      article: 'News',
    },
    resultsLabel: 'Search results',
  },
  ne: {
    link: 'खोज',
    title: 'खोज',
    description: 'नेपाल विद्यालय फुटबल लिगका विद्यालय, खेलाडी, खेल मैदान वा समाचार नामबाट खोज्नुहोस्।',
    label: 'विद्यालय, खेलाडी, खेल मैदान वा समाचार',
    hint: 'नामको केही भाग अङ्ग्रेजी वा नेपालीमा लेख्नुहोस्।',
    submit: 'खोज्नुहोस्',
    empty: 'नतिजा हेर्न नाम लेख्नुहोस्।',
    searching: 'खोजिँदै छ…',
    noResults: '“{q}” का लागि कुनै नतिजा भेटिएन।',
    count: '“{q}” का लागि {n} नतिजा',
    countOne: '“{q}” का लागि १ नतिजा',
    more: 'थप नतिजा देखाउनुहोस्',
    failed: 'खोज लोड हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
    kinds: {
      school: 'विद्यालय',
      player: 'खेलाडी',
      match: 'खेल',
      article: 'समाचार',
    },
    resultsLabel: 'खोजका नतिजा',
  },
});
