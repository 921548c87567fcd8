// The league's name, slogan and contact details: one place for the site's fixed words (see docs/decisions/foundation.md).
export const LEAGUE_NAME = 'Nepal Schools Football League';
export const LEAGUE_ABBR = 'NSFL';
export const SLOGAN = '8 Schools. 1 League. Every Dream Counts.';
export const SITE_DESCRIPTION =
  'Fixtures, results, the table, teams, players, news, highlights, live video and match-day tickets of the Nepal Schools Football League.';

export const CONTACT = {
  street: 'Dhapakhel',
  city: 'Lalitpur',
  country: 'Nepal',
  phone: '+977-1-5550100',
  email: 'info@nsfl.example.com',
  directionsUrl: 'https://www.openstreetmap.org/search?query=Dhapakhel%2C%20Lalitpur%2C%20Nepal',
  instagram: 'https://www.instagram.com/nsfl.nepal',
  whatsapp: 'https://wa.me/9779800000000',
  facebook: 'https://www.facebook.com/nsfl.nepal',
  developerName: 'Valley Web Studio',
  developerUrl: 'https://valleywebstudio.example.com',
} as const;

export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/teams', label: 'Teams' },
  { href: '/fixture', label: 'Fixtures' },
  { href: '/results', label: 'Results' },
  { href: '/table', label: 'Table' },
  { href: '/blogs', label: 'News' },
] as const;
