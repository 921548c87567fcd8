// Shared pieces of the entity schemas: team and person references, standings form strings.
import { populated, refId } from './fields.ts';
import { text } from './fields.ts';
import { toImage } from './media.ts';
import type { FormLetter, PersonRef, TeamRef } from './types.ts';

export function toTeamRef(v: unknown): TeamRef | null {
  const id = refId(v);
  if (id === null) return null;
  const obj = populated(v);
  const name = text.parse(obj?.team_name);
  return {
    id,
    name,
    // Only when the CMS has one (issue 42): the browser's readers (plain.ts) read references the same way.
    ...((ne) => (ne ? { nameNe: ne } : {}))(text.parse(obj?.team_name_ne)),
    logo: toImage(obj?.team_logo, 'team', name ? `${name} logo` : 'Team logo'),
  };
}

export function toPersonRef(v: unknown): PersonRef | null {
  const id = refId(v);
  if (id === null) return null;
  const obj = populated(v);
  const name = text.parse(obj?.name);
  const jersey = typeof obj?.jersey === 'number' && Number.isFinite(obj.jersey) ? obj.jersey : null;
  return {
    id,
    name,
    ...((ne) => (ne ? { nameNe: ne } : {}))(text.parse(obj?.name_ne)),
    position: text.parse(obj?.position),
    jersey,
    photo: toImage(obj?.img, 'player', name ?? 'Player'),
  };
}

export function toPersonRefs(v: unknown): PersonRef[] {
  return Array.isArray(v) ? v.map(toPersonRef).filter((p): p is PersonRef => p !== null) : [];
}

/**
 * The standings form arrives as 'WWDLW', 'W,D,L', '"W","L"', or a JSON array: keep the letters in order.
 * Letters other than W, D, L are kept (shown red, SPEC §9).
 */
export function parseForm(v: unknown): FormLetter[] {
  const raw = Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '';
  return raw
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .split('')
    .slice(-10);
}
