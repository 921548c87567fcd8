// Texts of "My school" (issue 23): the Follow / Following toggle on team pages and cards, and the panel of followed
// schools on home and /fixture. The SPEC has no words for it; English as a fan would read it, Nepali beside.
import { catalog } from '../catalog.ts';
import { NE_TERMS } from '../ne-terms.ts';

export const followText = catalog({
  en: {
    button: {
      follow: 'Follow',
      following: 'Following',
    },
    panel: {
      title: 'My schools',
      clear: 'Clear all',
      cleared: 'No school followed any more.',
      next: 'Next match',
      none: 'No upcoming matches',
      live: 'LIVE',
      vs: 'vs',
      groupTable: 'Group table',
      teamPage: 'Team page',
      calendar: 'Calendar feed',
      loading: 'Loading…',
      school: 'School',
    },
  },
  ne: {
    button: {
      follow: 'फलो गर्नुहोस्',
      following: 'फलो गरिएको',
    },
    panel: {
      title: 'मेरा विद्यालयहरू',
      clear: 'सबै हटाउनुहोस्',
      cleared: 'अब कुनै विद्यालय फलो गरिएको छैन।',
      next: 'अर्को खेल',
      none: 'आगामी खेल छैनन्',
      live: 'प्रत्यक्ष',
      vs: NE_TERMS.vs,
      groupTable: 'समूह तालिका',
      teamPage: 'टोलीको पृष्ठ',
      calendar: 'क्यालेन्डर फिड',
      loading: NE_TERMS.loading,
      school: 'विद्यालय',
    },
  },
});

export type FollowPanelText = (typeof followText)['en']['panel'];
