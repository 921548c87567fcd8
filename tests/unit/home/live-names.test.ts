// What the live islands show of a name on a Nepali page (issue 42): a ground's Nepali name unmarked, else the English
// one marked.
import { describe, expect, it } from 'vitest';
import { venueOf } from '../../../src/lib/live-view.ts';
import { toLiveMatch } from '../../../src/lib/api/live-match.ts';

describe('names in the live islands', () => {
  it('a ground in the page language', () => {
    const m = { venue: 'Dhapakhel Lalitpur Stadium', venueNe: 'धापाखेल ललितपुर रङ्गशाला' };
    expect(venueOf(m, 'en')).toEqual(['धापाखेल ललितपुर रङ्गशाला', undefined]);
    expect(venueOf(m, undefined)).toEqual(['Dhapakhel Lalitpur Stadium', undefined]);
    expect(venueOf({ venue: 'Somewhere Ground', venueNe: null }, 'en')).toEqual(['Somewhere Ground', 'en']);
  });

  it('the live reader reads the Nepali ground, and only when there is one', () => {
    const raw = { id: 3, venue: 'Ground', venue_ne: 'मैदान', status: 'upcoming', homeTeam: 1, awayTeam: 2 };
    const live = toLiveMatch(raw)!;
    expect(live.venueNe).toBe('मैदान');
    expect(toLiveMatch({ ...raw, venue_ne: '' })).not.toHaveProperty('venueNe');
  });
});
