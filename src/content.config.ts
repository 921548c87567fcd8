// Content collections, each fed from the league API at build time (ARCHITECTURE: the data path).
import { defineCollection } from 'astro:content';
import { leagueLoader } from './lib/api/loader.ts';
import {
  articleSchema,
  groupSchema,
  highlightSchema,
  matchEventSchema,
  matchSchema,
  noticeSchema,
  playerSchema,
  sponsorSchema,
  standingSchema,
  teamSchema,
} from './lib/api/schemas.ts';

export const collections = {
  // Core: a CMS that lists no teams is never published as an empty league, not even by a first build without cache.
  teams: defineCollection({ loader: leagueLoader({ path: '/teams', schema: teamSchema, core: true }) }),
  players: defineCollection({ loader: leagueLoader({ path: '/players', schema: playerSchema }) }),
  matches: defineCollection({ loader: leagueLoader({ path: '/matches', schema: matchSchema }) }),
  standings: defineCollection({ loader: leagueLoader({ path: '/tables', schema: standingSchema }) }),
  news: defineCollection({ loader: leagueLoader({ path: '/blogs', schema: articleSchema }) }),
  highlights: defineCollection({ loader: leagueLoader({ path: '/highlights', schema: highlightSchema }) }),
  sponsors: defineCollection({ loader: leagueLoader({ path: '/sponsors', schema: sponsorSchema }) }),
  // Depth 0: events name players and teams by id, joined at build time (lib/content-events.ts).
  matchEvents: defineCollection({
    loader: leagueLoader({ path: '/match-events', schema: matchEventSchema, query: { depth: 0 } }),
  }),
  // Optional: a league without regional groups has no such collection (docs/deploying.md, "Groups").
  groups: defineCollection({ loader: leagueLoader({ path: '/groups', schema: groupSchema, optional: true }) }),
  notices: defineCollection({
    loader: leagueLoader({
      path: '/posts',
      schema: noticeSchema,
      query: { 'where[isActive][equals]': 'true' },
      mayEmpty: true,
    }),
  }),
};
