// Squad grouping on the team page (SPEC §2): goalkeeper, defender, midfielder, forward, then the staff roles.
import type { Player } from '../api/types.ts';

export const SQUAD_ORDER = [
  'goalkeeper',
  'defender',
  'midfielder',
  'forward',
  'Team Manager',
  'Head Coach',
  'Assistant Coach',
] as const;
const STAFF = new Set(['team manager', 'head coach', 'assistant coach']);

/** A group's position is its key; its heading is the page's language's (src/i18n/texts/team.ts `group`). */
export type SquadGroup = { position: string; staff: boolean; players: Player[] };

export function isStaff(position: string | null): boolean {
  return STAFF.has((position ?? '').trim().toLowerCase());
}

/** Groups in the SPEC's order; positions it does not list follow, in order of appearance, under their own name. */
export function groupSquad(players: Player[]): SquadGroup[] {
  const known = new Map<string, string>(SQUAD_ORDER.map((p) => [p.toLowerCase(), p]));
  const groups = new Map<string, Player[]>();
  for (const p of players) {
    const raw = (p.position ?? '').trim();
    const key = known.get(raw.toLowerCase()) ?? (raw || 'Other');
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const order = [
    ...SQUAD_ORDER.filter((k) => groups.has(k)),
    ...[...groups.keys()].filter((k) => !known.has(k.toLowerCase())),
  ];
  return order.map((position) => ({
    position,
    staff: isStaff(position),
    players: [...(groups.get(position) ?? [])].sort(
      (a, b) => (a.jersey ?? 999) - (b.jersey ?? 999) || a.name.localeCompare(b.name),
    ),
  }));
}
