// Where the calendar files live on the site, and the webcal:// address calendar apps subscribe to.

export const ALL_FIXTURES_PATH = '/calendar/fixtures.ics';
export const teamCalendarPath = (teamId: string) => `/calendar/teams/${encodeURIComponent(teamId)}.ics`;
export const matchCalendarPath = (matchId: string) => `/calendar/matches/${encodeURIComponent(matchId)}.ics`;

/**
 * The same feed as webcal:// (what makes a phone offer "Subscribe" rather than a one-off import). Only built from our
 * own site URL and one of the paths above: never from CMS text, so no other scheme can reach a page this way.
 */
export function webcalUrl(siteUrl: string, path: string): string {
  const u = new URL(path, siteUrl);
  return `webcal://${u.host}${u.pathname}`;
}
