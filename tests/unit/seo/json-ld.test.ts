// JSON-LD: safe inside a script element whatever the CMS wrote, and each type with the properties it needs.
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../../../src/lib/seo/json-ld.ts';
import {
  leagueRefLd,
  newsArticleLd,
  sportsOrganizationLd,
  type LeagueFacts,
} from '../../../src/lib/seo/league-data.ts';
import {
  eventStatus,
  personLd,
  sportsEventLd,
  sportsTeamLd,
  type LdLanguage,
} from '../../../src/lib/seo/structured-data.ts';
import type { Team } from '../../../src/lib/api/types.ts';
import { feedsText } from '../../../src/i18n/texts/feeds.ts';
import { article, match, nptIso, player, teamRef } from '../support/factories.ts';

const SITE = 'https://nsfl.example.com';
/** An English page's JSON-LD words, as StructuredData.astro passes them. */
const en: LdLanguage = { inLanguage: 'en', path: (p) => p, ...feedsText.en.structuredData };
const facts: LeagueFacts = {
  name: 'Nepal Schools Football League',
  abbreviation: 'NSFL',
  since: '2025',
  contact: {
    street: 'Dhapakhel',
    city: 'Lalitpur',
    country: 'Nepal',
    phone: '+977-1-5550100',
    email: 'info@nsfl.example.com',
    instagram: 'https://i.example/nsfl',
    facebook: 'https://f.example/nsfl',
  },
};
const league = leagueRefLd(facts, SITE, en);
const team = (over: Partial<Team> = {}): Team => ({
  id: '3',
  name: 'Valley School',
  logo: { src: 'http://127.0.0.1:4000/api/media/file/crest.png', alt: '', width: 64, height: 64, isDefault: false },
  foundedYear: 1990,
  stadium: 'Dhapakhel Ground',
  manager: null,
  details: null,
  playerIds: [],
  updatedAt: null,
  ...over,
});

describe('serializeJsonLd', () => {
  const hostile = '</script><script>alert(1)</script> <!-- & \u2028\u2029 "quoted" \\ नेपाल';
  const text = serializeJsonLd({ name: hostile });

  it('never lets CMS text close the script element or start markup', () => {
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });
  it('still reads back as exactly the same data', () => {
    expect(JSON.parse(text)).toEqual({ name: hostile });
  });
  it('leaves out properties without a value', () => {
    expect(JSON.parse(serializeJsonLd({ a: undefined, b: 'x' }))).toEqual({ b: 'x' });
  });
});

describe('SportsEvent (match centre)', () => {
  it('has name, start in Nepal time, both teams as SportsTeam, the venue as a Place, status and URL', () => {
    const ld = JSON.parse(
      serializeJsonLd(
        sportsEventLd(
          match({
            id: '8',
            date: nptIso('2026-12-01T14:15'),
            home: teamRef('1', 'A'),
            away: teamRef('2', 'B'),
            venue: 'Dhapakhel',
          }),
          SITE,
          league,
          en,
        ),
      ),
    );
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'A vs B',
      startDate: '2026-12-01T14:15:00+05:45',
      homeTeam: { '@type': 'SportsTeam', name: 'A', url: `${SITE}/teams/1` },
      awayTeam: { '@type': 'SportsTeam', name: 'B' },
      location: { '@type': 'Place', name: 'Dhapakhel' },
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${SITE}/fixture/8`,
    });
  });
  it('a match with no date or venue has no startDate or location rather than a wrong one', () => {
    const ld = JSON.parse(
      serializeJsonLd(sportsEventLd(match({ date: null, venue: null, away: null }), SITE, league, en)),
    );
    expect(ld.startDate).toBeUndefined();
    expect(ld.location).toBeUndefined();
    expect(ld.name).toBe('Team 1 vs TBD');
  });
  it.each([
    ['upcoming', 'EventScheduled'],
    ['running', 'EventScheduled'],
    ['completed', 'EventScheduled'],
    ['postponed <b>rain</b>', 'EventPostponed'],
    ['Cancelled', 'EventCancelled'],
    ['rescheduled', 'EventRescheduled'],
    ['42', 'EventScheduled'],
  ])('status %s → %s', (status, expected) => {
    expect(eventStatus(status)).toBe(`https://schema.org/${expected}`);
  });
});

describe('SportsTeam, Person, NewsArticle, SportsOrganization', () => {
  it('a team: name, logo, url, sport, its players as athletes and the head coach as coach', () => {
    const squad = [
      player({ id: '1', name: 'Keeper', position: 'goalkeeper' }),
      player({ id: '2', name: 'Coach', position: 'Head Coach' }),
      player({ id: '4', name: 'Manager', position: 'Team Manager' }),
    ];
    const ld = sportsTeamLd(team(), squad, SITE, league, en);
    expect(ld).toMatchObject({
      '@type': 'SportsTeam',
      name: 'Valley School',
      sport: 'Soccer',
      url: `${SITE}/teams/3`,
      logo: 'http://127.0.0.1:4000/api/media/file/crest.png',
      coach: { name: 'Coach' },
    });
    expect(ld.athlete).toEqual([{ '@type': 'Person', name: 'Keeper', url: `${SITE}/teams/3/players/1` }]);
  });
  it('a player: name, image, team; birth date only when known; no placeholder image', () => {
    const withDob = personLd(
      player({ id: '5', name: 'Sita', dateOfBirth: '2009-03-04T00:00:00.000Z' }),
      team(),
      SITE,
      en,
    );
    expect(withDob).toMatchObject({
      '@type': 'Person',
      name: 'Sita',
      image: `${SITE}/x.png`,
      birthDate: '2009-03-04',
      memberOf: { '@type': 'SportsTeam', name: 'Valley School' },
    });
    const noDob = personLd(
      player({ photo: { src: '/images/default-player.svg', alt: '', width: null, height: null, isDefault: true } }),
      team(),
      SITE,
      en,
    );
    expect(noDob.birthDate).toBeUndefined();
    expect(noDob.image).toBeUndefined();
  });
  it('an article: headline, dates, author, image and publisher', () => {
    const ld = newsArticleLd(
      article({ id: '6', title: 'Final day', date: '2026-11-01T04:15:00.000Z', updatedAt: '2026-11-02T04:15:00.000Z' }),
      facts,
      SITE,
      en,
    );
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Final day',
      datePublished: '2026-11-01T10:00:00+05:45',
      dateModified: '2026-11-02T10:00:00+05:45',
      image: `${SITE}/x.png`,
      author: { name: facts.name },
      publisher: { '@type': 'SportsOrganization', logo: `${SITE}/images/league-logo.svg` },
      url: `${SITE}/blogs/6`,
    });
    expect(newsArticleLd(article({ updatedAt: null }), facts, SITE, en).dateModified).toBe(
      newsArticleLd(article(), facts, SITE, en).datePublished,
    );
  });
  it("the league: name, url, logo, sport, address and contact from the site's facts", () => {
    expect(sportsOrganizationLd(facts, SITE, en)).toMatchObject({
      '@type': 'SportsOrganization',
      name: facts.name,
      url: `${SITE}/`,
      sport: 'Soccer',
      email: facts.contact.email,
      telephone: facts.contact.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Dhapakhel',
        addressLocality: 'Lalitpur',
        addressCountry: 'NP',
      },
    });
  });
});

describe('on a Nepali page', () => {
  const ne: LdLanguage = {
    inLanguage: 'ne',
    path: (p) => (p === '/' ? '/ne/' : `/ne${p}`),
    tbd: 'तय हुन बाँकी',
    match: (h, a) => `${h} विरुद्ध ${a}`,
  };
  const neLeague = leagueRefLd({ ...facts, name: 'नेपाल विद्यालय फुटबल लिग' }, SITE, ne);

  it("a match: the site's words in Nepali, the CMS names as written, links to the Nepali pages", () => {
    const ld = sportsEventLd(match({ id: '8', home: teamRef('1', 'A'), away: null }), SITE, neLeague, ne);
    expect(ld).toMatchObject({
      name: 'A विरुद्ध तय हुन बाँकी',
      url: `${SITE}/ne/fixture/8`,
      homeTeam: { name: 'A', url: `${SITE}/ne/teams/1` },
      organizer: { name: 'नेपाल विद्यालय फुटबल लिग', url: `${SITE}/ne/` },
    });
  });

  it('a team, a player and an article link their Nepali pages; images stay where they are', () => {
    const t = sportsTeamLd(team(), [player({ id: '5', position: 'forward' })], SITE, neLeague, ne);
    expect(t).toMatchObject({
      url: `${SITE}/ne/teams/3`,
      athlete: [{ url: `${SITE}/ne/teams/3/players/5` }],
      logo: 'http://127.0.0.1:4000/api/media/file/crest.png',
    });
    expect(personLd(player({ id: '5' }), team(), SITE, ne)).toMatchObject({
      url: `${SITE}/ne/teams/3/players/5`,
      memberOf: { url: `${SITE}/ne/teams/3` },
    });
    expect(newsArticleLd(article({ id: '6', title: 'Final day' }), facts, SITE, ne)).toMatchObject({
      headline: 'Final day',
      url: `${SITE}/ne/blogs/6`,
    });
  });

  it('an article shows its Nepali title and preview when the CMS has them', () => {
    const a = {
      ...article({ id: '6', title: 'Final day', preview: 'All to play for' }),
      titleNe: 'अन्तिम दिन',
      previewNe: 'सबै बाँकी',
    };
    expect(newsArticleLd(a, facts, SITE, ne)).toMatchObject({ headline: 'अन्तिम दिन', description: 'सबै बाँकी' });
    expect(newsArticleLd(a, facts, SITE, en)).toMatchObject({
      headline: 'Final day',
      description: 'All to play for',
      url: `${SITE}/blogs/6`,
    });
  });
});
