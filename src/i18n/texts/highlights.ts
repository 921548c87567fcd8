// Texts of /highlights (SPEC §2): the banner, the sort buttons, the cards and the video viewer, English as the SPEC has
// them, Nepali beside. The page script's texts travel as data- attributes in the page's language ({x} filled in).
import { catalog } from '../catalog.ts';

export const highlightsText = catalog({
  en: {
    title: (page: string | null) => (page ? `Highlights · Page ${page}` : 'Highlights'),
    description: 'Watch the goals, saves and best moments of every league match, newest first.',
    eyebrow: 'Watch again',
    heading: 'Match Highlights',
    lead: 'Goals, saves and the best moments of every match.',
    empty: 'No highlights available at the moment.',
    all: 'All Highlights',
    sortLabel: 'Sort highlights',
    sorts: { recent: 'Recent', mostViewed: 'Most Viewed', longest: 'Longest' },
    /** Read out after a re-sort or a new page. */
    status: 'Page {page} of {total}, sorted by {sort}',
    pagesLabel: 'Highlights pages',
    duration: 'Duration ',
    views: ' views',
    watch: 'Watch Full Highlight',
    unavailable: 'Video unavailable',
    viewer: { heading: 'Highlight', close: 'Close video', fallbackTitle: 'Match highlight' },
  },
  ne: {
    title: (page: string | null) => (page ? `हाइलाइट्स · पृष्ठ ${page}` : 'हाइलाइट्स'),
    description: 'लिगका हरेक खेलका गोल, बचाउ र उत्कृष्ट क्षणहरू हेर्नुहोस्, सबैभन्दा नयाँ पहिले।',
    eyebrow: 'फेरि हेर्नुहोस्',
    heading: 'खेलका हाइलाइट्स',
    lead: 'हरेक खेलका गोल, बचाउ र उत्कृष्ट क्षणहरू।',
    empty: 'अहिले कुनै हाइलाइट्स उपलब्ध छैनन्।',
    all: 'सबै हाइलाइट्स',
    sortLabel: 'हाइलाइट्सको क्रम मिलाउनुहोस्',
    sorts: { recent: 'पछिल्लो', mostViewed: 'धेरै हेरिएको', longest: 'सबैभन्दा लामो' },
    status: 'पृष्ठ {page} (जम्मा {total}), क्रम: {sort}',
    pagesLabel: 'हाइलाइट्सका पृष्ठहरू',
    duration: 'अवधि ',
    views: ' पटक हेरिएको',
    watch: 'पूरा हाइलाइट्स हेर्नुहोस्',
    unavailable: 'भिडियो उपलब्ध छैन',
    viewer: { heading: 'हाइलाइट्स', close: 'भिडियो बन्द गर्नुहोस्', fallbackTitle: 'खेलका हाइलाइट्स' },
  },
});
