// The seeds' Nepali names (issue 42): every school, ground and person of the demo and nationwide seeds has one, in
// Devanagari, built from the parts of the English name; the hostile season has none.
import { describe, expect, it } from 'vitest';
import { buildSeason } from '../../../scripts/demo-api/seed.ts';
import { nepaliName, nepaliShortName } from '../../../scripts/demo-api/seed-names-ne.ts';

type Doc = Record<string, unknown>;
const NOW = new Date('2026-11-24T09:00:00Z');
const DEVANAGARI_NAME = /^[\u0900-\u097F]+(?:[ ,]+[\u0900-\u097F]+)*$/;

describe('Nepali names in the seeds', () => {
  it('renders a name part by part, the longest part first, and knows when it cannot', () => {
    expect(nepaliName('Kirtipur Community Ground, Kathmandu')).toBe('कीर्तिपुर सामुदायिक मैदान, काठमाडौँ');
    expect(nepaliName('Pokhara Green Field Higher Secondary School')).toBe('पोखरा ग्रीन फिल्ड हायर सेकेन्डरी स्कुल');
    expect(nepaliName('Bishal K.C.')).toBe('विशाल केसी');
    expect(nepaliName('St. Xavier’s School')).toBeNull();
    expect(nepaliShortName('बागमती भ्याली सेकेन्डरी स्कुल')).toBe('बागमती भ्याली');
  });

  for (const kind of ['demo', 'nationwide'] as const) {
    it(`${kind}: every school, ground and person has a Nepali name`, () => {
      const c = buildSeason(NOW, { kind }).collections as Record<string, Doc[]>;
      for (const [col, field] of [
        ['teams', 'team_name_ne'],
        ['teams', 'short_name_ne'],
        ['teams', 'stadium_ne'],
        ['teams', 'team_manager_ne'],
        ['players', 'name_ne'],
        ['matches', 'venue_ne'],
      ] as const) {
        const missing = c[col]!.filter((d) => typeof d[field] !== 'string' || !DEVANAGARI_NAME.test(d[field]));
        expect(
          missing.map((d) => d.id),
          `${col}.${field}`,
        ).toEqual([]);
      }
      const details = c.teams!.filter((t) => !/^[\u0900-\u097F][^A-Za-z]+।$/.test(String(t.team_details_ne)));
      expect(
        details.map((t) => t.id),
        'teams.team_details_ne',
      ).toEqual([]);
      const days = c['activate-ticket']!.flatMap((a) => (a.days as Doc[] | undefined) ?? []);
      expect(days.length).toBeGreaterThan(0);
      for (const d of days) expect(d.venue_ne).toBe(nepaliName(String(d.venue)));
    });
  }

  it('the same season twice is the same, Nepali names included', () => {
    expect(JSON.stringify(buildSeason(NOW, { kind: 'demo' }))).toBe(JSON.stringify(buildSeason(NOW, { kind: 'demo' })));
  });

  it('the hostile season has none: its Nepali pages show its hostile names', () => {
    const c = buildSeason(NOW, { kind: 'hostile' }).collections as Record<string, Doc[]>;
    for (const col of ['teams', 'players', 'matches'])
      for (const d of c[col]!)
        for (const f of [
          'team_name_ne',
          'short_name_ne',
          'stadium_ne',
          'team_manager_ne',
          'team_details_ne',
          'name_ne',
          'venue_ne',
        ])
          expect(d[f]).toBeUndefined();
  });
});
