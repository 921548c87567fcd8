// The texts of the feeds: the news feed (RSS) and its head link, the calendar feeds and their links, and the words of
// the structured data (JSON-LD). English as the site has them, Nepali beside. Team names stay as the CMS writes them.
import { catalog } from '../catalog.ts';
import { devanagariDigits } from '../../lib/format/local.ts';
import type { CalendarLanguage, FeedWords } from '../../lib/calendar/match-feed.ts';
import type { NewsCategory } from '../../lib/api/types.ts';
import type { NewsFeedLanguage } from '../../lib/feeds/rss.ts';
import type { Locale } from '../locales.ts';
import { shellText } from './shell.ts';
import { NE_TERMS } from '../ne-terms.ts';

const d = devanagariDigits;

export const feedsText = catalog({
  en: {
    rss: {
      title: (league: string) => `${league} news`,
      description: (league: string) => `Match reports, league news, team news and interviews of the ${league}.`,
      /** The feed's <category>: the CMS's own category names in English. */
      category: (c: NewsCategory): string => c,
    },
    calendar: {
      fixtures: (league: string) => `${league} fixtures`,
      team: (team: string, league: string) => `${team} (${league})`,
      words: {
        tbd: 'TBD',
        title: (home, away) => `${home} vs ${away}`,
        week: (week) => `Week ${week}`,
        result: (home, away) => `Result: ${home} - ${away}`,
        penalties: (home, away) => `${home}–${away} on penalties`,
        matchCentre: (url) => `Match centre: ${url}`,
      } satisfies FeedWords,
    },
    calendarLinks: {
      add: 'Add to calendar',
      subscribe: 'Subscribe',
      label: (about: string) => `Calendar: ${about}`,
      team: (team: string) => `${team} fixtures`,
      match: 'this match',
      all: 'all fixtures',
    },
    structuredData: { tbd: 'TBD', match: (home: string, away: string) => `${home} vs ${away}` },
  },
  ne: {
    rss: {
      title: (league: string) => `${league}का समाचार`,
      description: (league: string) => `${league}का खेल रिपोर्ट, लिग समाचार, टोली समाचार र अन्तर्वार्ता।`,
      category: (c: NewsCategory): string =>
        ({
          'Match Reports': 'खेल रिपोर्ट',
          'League News': 'लिग समाचार',
          'Team News': 'टोली समाचार',
          Interviews: 'अन्तर्वार्ता',
        })[c] ?? c,
    },
    calendar: {
      fixtures: (league: string) => `${league}को खेल तालिका`,
      team: (team: string, league: string) => `${team} (${league})`,
      words: {
        tbd: NE_TERMS.tbd,
        title: (home: string, away: string) => `${home} विरुद्ध ${away}`,
        week: (week: number) => `चरण ${d(week)}`,
        result: (home: number, away: number) => `नतिजा: ${d(home)}–${d(away)}`,
        penalties: (home: number, away: number) => `पेनाल्टीमा ${d(home)}–${d(away)}`,
        matchCentre: (url: string) => `खेलको विवरण: ${url}`,
      },
    },
    calendarLinks: {
      add: 'क्यालेन्डरमा थप्नुहोस्',
      subscribe: 'सदस्यता लिनुहोस्',
      label: (about: string) => `क्यालेन्डर: ${about}`,
      // A label cannot mark a team's (English) name as English: it says "this team's" instead.
      team: () => 'यो टोलीका खेलहरू',
      match: 'यो खेल',
      all: 'सबै खेलहरू',
    },
    structuredData: { tbd: NE_TERMS.tbd, match: (home: string, away: string) => `${home} विरुद्ध ${away}` },
  },
});

/** The words of a calendar file in a language (src/lib/feeds/calendar-feeds.ts takes them as data). */
export const calendarLanguage = (locale: Locale): CalendarLanguage => {
  const t = feedsText[locale].calendar;
  const league = shellText[locale].leagueName;
  return { locale, words: t.words, fixtures: t.fixtures(league), team: (team) => t.team(team, league) };
};

/** The words of the news feed in a language (src/lib/feeds/news-feed.ts takes them as data). */
export const newsFeedLanguage = (locale: Locale): NewsFeedLanguage => {
  const t = feedsText[locale].rss;
  const league = shellText[locale].leagueName;
  return { locale, title: t.title(league), description: t.description(league), category: t.category };
};
