// /team-names.json: every team's name and crest as the live islands show them (issue 23), team id → TeamView. Home's
// islands are handed only the teams of the matches they can show at build time; one that meets another team (a
// followed school, a match the live API has since) fetches this file once, only then (islands/shared/useTeams.ts).
// The names are the CMS's, as written; /ne/team-names.json (src/pages/ne/team-names.json.ts) has the Nepali ones where
// the CMS has them (issue 42), for the Nepali pages.
import type { APIRoute } from 'astro';
import { getTeams } from '../lib/content.ts';
import { teamTable } from '../lib/live-teams.ts';
import { pageLocale } from '../i18n/page.ts';

export const GET: APIRoute = async (context) => {
  const table = await teamTable(await getTeams(), pageLocale(context) === 'ne');
  return new Response(JSON.stringify(table), { headers: { 'Content-Type': 'application/json' } });
};
