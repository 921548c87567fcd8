// Team list rules: SPEC §7 says the client sorts teams by updatedAt descending.
import type { Team } from '../api/types.ts';

export function sortTeams(teams: Team[]): Team[] {
  return [...teams].sort(
    (a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.name.localeCompare(b.name),
  );
}
