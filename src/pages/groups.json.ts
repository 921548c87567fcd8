// /groups.json: team id → group id of a national league (issue 23), for home's table of a followed school's group
// (src/browser/home-group.ts). A league without groups gets an empty map.
import type { APIRoute } from 'astro';
import { getNational } from '../lib/national.ts';

export const GET: APIRoute = async () => {
  const { national, groupOf } = await getNational();
  const map = national ? Object.fromEntries(groupOf) : {};
  return new Response(JSON.stringify(map), { headers: { 'Content-Type': 'application/json' } });
};
