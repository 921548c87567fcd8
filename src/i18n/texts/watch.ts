// Texts of /live-match (SPEC §2 'Watch Live'): the page's, and its island's as props (strings only; `{x}` is a CMS
// title or a platform's name, put in by the island and marked lang="en" on Nepali pages).
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';

export const watchText = catalog({
  en: {
    title: 'Watch Live',
    description: 'Watch league matches live, streamed from the ground on YouTube and Twitch.',
    heading: 'Watch Live',
    lead: 'Every league match, streamed live from the ground.',
    island: {
      loading: 'Loading…',
      failed: 'Failed to load live matches. Please try again.',
      retry: 'Retry',
      none: 'No Live Matches Available',
      home: 'Go to Homepage',
      liveMatch: 'Live match',
      liveOn: 'Live on {platform}',
      unknownPlatform: 'an unknown platform',
      close: 'Close {title} and go to the homepage',
      watch: 'Watch',
      invalid: 'Invalid URL or Channel',
    },
  },
  ne: {
    title: 'प्रत्यक्ष हेर्नुहोस्',
    description: 'लिगका खेलहरू मैदानबाटै अनलाइन प्रत्यक्ष हेर्नुहोस्।',
    heading: 'प्रत्यक्ष हेर्नुहोस्',
    lead: 'लिगका हरेक खेल, मैदानबाटै प्रत्यक्ष प्रसारण।',
    island: {
      loading: NE_TERMS.loading,
      failed: 'प्रत्यक्ष खेलहरू लोड हुन सकेनन्। कृपया फेरि प्रयास गर्नुहोस्।',
      retry: NE_TERMS.retry,
      none: 'अहिले कुनै प्रत्यक्ष खेल छैन',
      home: 'गृहपृष्ठमा जानुहोस्',
      liveMatch: 'प्रत्यक्ष खेल',
      liveOn: '{platform}मा प्रत्यक्ष',
      unknownPlatform: 'अज्ञात प्लेटफर्म',
      close: '{title} बन्द गरेर गृहपृष्ठमा जानुहोस्',
      watch: 'हेर्नुहोस्',
      invalid: 'भिडियोको लिङ्क वा च्यानल मिलेन',
    },
  },
});

export type WatchText = (typeof watchText)['en']['island'];
