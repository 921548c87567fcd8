// Static list pages: page 1 lives at the list's own address, pages 2..n at …/page/{n}. A national league's pages
// (issue 23, with two groups or more) by group: /table/{group}, /fixture/group/{group}, /results/group/{group},
// /teams/group/{group}; the fixtures and results paged at /fixture/page/{n}, /results/page/{n}; and /groups.json,
// team id → group id, for the browser (home's table of a followed school's group), and /team-names.json.

/** Page numbers 2..pages, the ones that get a /page/{n} address. */
export function laterPages(pages: number): number[] {
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2);
}

export const groupTablePath = (groupId: string): string => `/table/${groupId}`;
export const groupFixturesPath = (groupId: string): string => `/fixture/group/${groupId}`;
export const groupResultsPath = (groupId: string): string => `/results/group/${groupId}`;
export const groupTeamsPath = (groupId: string): string => `/teams/group/${groupId}`;
export const fixturesPagePath = (page: number): string => (page <= 1 ? '/fixture' : `/fixture/page/${page}`);
export const resultsPagePath = (page: number): string => (page <= 1 ? '/results' : `/results/page/${page}`);
/** Team id → group id of every team with a group (JSON), fetched by home's script. */
export const TEAM_GROUPS_PATH = '/groups.json';
/** Team id → name and crest of every team (JSON), fetched by a home island that meets a team it was not handed. */
export const TEAM_NAMES_PATH = '/team-names.json';
/** The knockout bracket (issue 43), built only when the league has knockout ties. */
export const KNOCKOUT_PATH = '/knockout';
