// Texts of goal alerts (issue 28): the "Notify me" control (src/components/alerts/NotifyMe.astro, its words travel in
// data- attributes to the script) and the notifications themselves, worded by the sender (server/alerts/) in each
// subscriber's language. School and player names are the CMS's: in a Nepali alert its Nepali ones where it has them
// (issue 42; server/alerts/messages.ts picks them).
import { catalog } from '../catalog.ts';
import { devanagariDigits as d } from '../../lib/format/digits.ts';

const score = (home: string, h: number | string, a: number | string, away: string) => `${home} ${h}–${a} ${away}`;
const minuteEn = (m: number | null) => (m === null ? '' : ` ${m}'`);
// A desk's minute: 'गोल: विशाल खत्री, ३५औँ मिनेटमा' (not "३५'").
const minuteNe = (m: number | null) => (m === null ? '' : `, ${d(m)}औँ मिनेटमा`);
/** A corrected goal, as a desk words it: 'गोल अब विशाल खत्रीको नाममा, ३५औँ मिनेटमा।' */
const changedNe = (scorer: string | null, m: number | null) =>
  scorer === null && m === null
    ? 'गोलको विवरण सच्याइयो।'
    : `गोल अब ${[scorer && `${scorer}को नाममा`, m !== null && `${d(m)}औँ मिनेटमा`].filter(Boolean).join(', ')}।`;

export const alertsText = catalog({
  en: {
    control: {
      notify: 'Notify me',
      stop: 'Stop alerts',
      label: 'Goal alerts',
      about: 'Kick-off, goals, half time and the final score of the schools you follow, on your phone.',
      followFirst: 'Follow a school to get its alerts.',
      working: 'Turning on alerts…',
      on: 'Alerts are on for the schools you follow.',
      off: 'Alerts are off.',
      denied: 'Notifications are blocked for this site. Allow them in your browser’s settings to get alerts.',
      unsupported:
        'This browser cannot show alerts (on an iPhone, add this site to your Home Screen first). You can subscribe to the fixtures in your calendar instead.',
      calendar: 'Subscribe to the calendar',
      failed: 'Could not change alerts. Please try again.',
    },
    push: {
      kickoff: (home: string, away: string) => ({
        title: `Kick-off: ${home} v ${away}`,
        body: 'The match has started.',
      }),
      goal: (
        home: string,
        h: number,
        a: number,
        away: string,
        scorer: string | null,
        minute: number | null,
        own: boolean,
      ) => ({
        title: `GOAL! ${score(home, h, a, away)}`,
        body: `${own ? 'Own goal' : 'Goal'}${scorer ? ` by ${scorer}` : ''}${minuteEn(minute)}`,
      }),
      halfTime: (home: string, h: number, a: number, away: string) => ({
        title: `Half time: ${score(home, h, a, away)}`,
        body: 'The second half is still to come.',
      }),
      fullTime: (home: string, h: number, a: number, away: string, pens?: readonly [number, number] | null) => ({
        title: `Full time: ${score(home, h, a, away)}${pens ? `, ${pens[0]}–${pens[1]} on penalties` : ''}`,
        body: 'Final score.',
      }),
      goalRemoved: (home: string, h: number, a: number, away: string) => ({
        title: `Correction: ${score(home, h, a, away)}`,
        body: 'A goal was taken off the score.',
      }),
      goalChanged: (
        home: string,
        h: number,
        a: number,
        away: string,
        scorer: string | null,
        minute: number | null,
      ) => ({
        title: `Correction: ${score(home, h, a, away)}`,
        body: `The goal is now${scorer ? ` ${scorer}’s` : ''}${minuteEn(minute)}.`,
      }),
      scoreChanged: (home: string, h: number, a: number, away: string) => ({
        title: `Correction: ${score(home, h, a, away)}`,
        body: 'The final score was corrected.',
      }),
    },
  },
  ne: {
    control: {
      notify: 'मलाई सूचना दिनुहोस्',
      stop: 'सूचना बन्द गर्नुहोस्',
      label: 'गोल सूचना',
      about: 'तपाईंले फलो गरेका विद्यालयको खेल सुरु, गोल, हाफटाइम र अन्तिम नतिजा तपाईंको फोनमा।',
      followFirst: 'सूचना पाउन कुनै विद्यालय फलो गर्नुहोस्।',
      working: 'सूचना सुरु गर्दै…',
      on: 'तपाईंले फलो गरेका विद्यालयका सूचना अब आउनेछन्।',
      off: 'सूचना बन्द छन्।',
      denied: 'यो साइटका सूचना रोकिएका छन्। सूचना पाउन ब्राउजरको सेटिङमा अनुमति दिनुहोस्।',
      unsupported:
        'यो ब्राउजरले सूचना देखाउन सक्दैन (आईफोनमा पहिले यो साइट होम स्क्रिनमा थप्नुहोस्)। बरु खेल तालिका आफ्नो क्यालेन्डरमा सदस्यता लिन सक्नुहुन्छ।',
      calendar: 'क्यालेन्डरमा सदस्यता लिनुहोस्',
      failed: 'सूचना परिवर्तन गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।',
    },
    push: {
      kickoff: (home: string, away: string) => ({ title: `खेल सुरु: ${home} विरुद्ध ${away}`, body: 'खेल सुरु भयो।' }),
      goal: (
        home: string,
        h: number,
        a: number,
        away: string,
        scorer: string | null,
        minute: number | null,
        own: boolean,
      ) => ({
        title: `गोल! ${score(home, d(h), d(a), away)}`,
        body: `${own ? 'आत्मघाती गोल' : 'गोल'}${scorer ? `: ${scorer}` : ''}${minuteNe(minute)}`,
      }),
      halfTime: (home: string, h: number, a: number, away: string) => ({
        title: `हाफटाइम: ${score(home, d(h), d(a), away)}`,
        body: 'दोस्रो हाफ बाँकी छ।',
      }),
      fullTime: (home: string, h: number, a: number, away: string, pens?: readonly [number, number] | null) => ({
        title: `खेल समाप्त: ${score(home, d(h), d(a), away)}${pens ? `, पेनाल्टीमा ${d(pens[0])}–${d(pens[1])}` : ''}`,
        body: 'अन्तिम नतिजा।',
      }),
      goalRemoved: (home: string, h: number, a: number, away: string) => ({
        title: `सच्याइएको: ${score(home, d(h), d(a), away)}`,
        body: 'एउटा गोल नतिजाबाट हटाइयो।',
      }),
      goalChanged: (
        home: string,
        h: number,
        a: number,
        away: string,
        scorer: string | null,
        minute: number | null,
      ) => ({
        title: `सच्याइएको: ${score(home, d(h), d(a), away)}`,
        body: changedNe(scorer, minute),
      }),
      scoreChanged: (home: string, h: number, a: number, away: string) => ({
        title: `सच्याइएको: ${score(home, d(h), d(a), away)}`,
        body: 'अन्तिम नतिजा सच्याइयो।',
      }),
    },
  },
});
