// The demo API's raw league data for the route tests, with references read as ids (depth 0 or 1 alike).
import { apiList } from './env.ts';

type Doc = Record<string, unknown>;
export const refId = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'object' ? String((v as { id?: unknown }).id) : String(v);
export const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(refId).filter((x): x is string => x !== null) : [];

export type RawMatch = {
  id: string;
  date: string | null;
  status: string;
  week: number | null;
  home: string | null;
  away: string | null;
  scoreHome: number | null;
  scoreAway: number | null;
  venue: string | null;
  doc: Doc;
};

export async function rawMatches(): Promise<RawMatch[]> {
  const docs = await apiList('/matches?limit=0&depth=0');
  return docs.map((d) => ({
    id: String(d.id),
    date: (d.match_date as string | null) ?? null,
    status: String(d.status),
    week: (d.week as number | null) ?? null,
    home: refId(d.homeTeam),
    away: refId(d.awayTeam),
    scoreHome: (d.scoreHome as number | null) ?? null,
    scoreAway: (d.scoreAway as number | null) ?? null,
    venue: (d.venue as string | null) ?? null,
    doc: d,
  }));
}

export async function namesById(
  collection: '/teams' | '/players',
  field: 'team_name' | 'team_name_ne' | 'name' | 'name_ne',
): Promise<Map<string, string>> {
  const docs = await apiList(`${collection}?limit=0&depth=0`);
  return new Map(docs.map((d) => [String(d.id), String(d[field])]));
}

export const byDate = (a: { date: string | null }, b: { date: string | null }) =>
  Date.parse(a.date ?? '') - Date.parse(b.date ?? '');
