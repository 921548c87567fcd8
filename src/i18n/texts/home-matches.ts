// Texts of the home page's match island (its banner of the current match, the next match and the countdown), as
// props: the island gets its language's object from the page (src/i18n/README.md). Strings only; `{x}` is filled in.
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';

export const homeMatchesText = catalog({
  en: {
    tbd: 'TBD',
    vs: 'vs',
    loading: 'Loading…',
    retry: 'Retry',
    failed: 'Failed to load data. Please try again.',
    banner: {
      title: 'Current match',
      heading: { 'LIVE NOW': 'LIVE NOW', "TODAY'S MATCH": "TODAY'S MATCH", 'UPCOMING MATCH': 'UPCOMING MATCH' },
      details: 'Match details',
      none: 'No Current Match',
      noneText: 'No current match available',
    },
    countdown: {
      title: 'Next Match Countdown',
      error: 'Error fetching matches',
      kickoff: 'Kickoff',
      none: 'No upcoming matches',
      noneText: 'Check back later for schedule updates',
      label: 'Time until kickoff',
      units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
    },
  },
  ne: {
    tbd: NE_TERMS.tbd,
    vs: NE_TERMS.vs,
    loading: NE_TERMS.loading,
    retry: NE_TERMS.retry,
    failed: 'डाटा लोड हुन सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
    banner: {
      title: 'अहिलेको खेल',
      heading: { 'LIVE NOW': 'अहिले प्रत्यक्ष', "TODAY'S MATCH": 'आजको खेल', 'UPCOMING MATCH': 'आगामी खेल' },
      details: 'खेलको विवरण',
      none: 'अहिले कुनै खेल छैन',
      noneText: 'अहिले कुनै खेल उपलब्ध छैन',
    },
    countdown: {
      title: 'अर्को खेलको उल्टो गन्ती',
      error: 'खेलको जानकारी लोड हुन सकेन',
      kickoff: 'खेल सुरु',
      none: 'आगामी खेल छैनन्',
      noneText: 'नयाँ खेल तालिकाका लागि पछि फेरि हेर्नुहोस्',
      label: 'खेल सुरु हुन बाँकी समय',
      units: { days: 'दिन', hours: 'घण्टा', minutes: 'मिनेट', seconds: 'सेकेन्ड' },
    },
  },
});

export type HomeMatchesText = (typeof homeMatchesText)['en'];
