// The team, player and match centre texts (issue 17): English as the SPEC has it, Nepali with no English word left
// (placeholders and CMS values aside), positions, heights and weights as Nepali readers write them.
import { describe, expect, it } from 'vitest';
import { teamText } from '../../../src/i18n/texts/team.ts';
import { matchText } from '../../../src/i18n/texts/match.ts';

// Functions of numbers, tested on their own below.
const NUMERIC = new Set(['heightValue', 'weightValue', 'players', 'matchCount']);

/** Every string of a catalog, functions called with Nepali stand-ins for the CMS values. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (typeof v === 'function') {
    const r = (v as (...a: unknown[]) => unknown)('टोली', 'खेल', 'मिति', 'स्थान');
    if (typeof r === 'string') out.push(r);
  } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!NUMERIC.has(k)) strings(x, out);
  return out;
}

describe('Nepali texts of the team, player and match centre pages', () => {
  it.each([
    ['team', teamText.ne],
    ['match', matchText.ne],
  ])('%s: no English word left', (_name, texts) => {
    const latin = strings(texts)
      .map((s) => s.replace(/\{\w+\}/g, ''))
      .filter((s) => /[A-Za-z]{2,}/.test(s));
    expect(latin).toEqual([]);
  });

  it('names the SPEC positions in Nepali and leaves others as written', () => {
    expect(
      ['goalkeeper', 'Defender', 'midfielder ', 'forward', 'Team Manager', 'head coach', 'Assistant Coach'].map(
        teamText.ne.position,
      ),
    ).toEqual(['गोलकिपर', 'डिफेन्डर', 'मिडफिल्डर', 'फरवार्ड', 'टोली व्यवस्थापक', 'मुख्य प्रशिक्षक', 'सहायक प्रशिक्षक']);
    expect(teamText.ne.position('sweeper')).toBeNull();
    expect(teamText.ne.group('goalkeeper')).toBe('गोलकिपरहरू');
    expect(teamText.ne.group('Head Coach')).toBe('मुख्य प्रशिक्षक');
    expect(teamText.en.position('goalkeeper')).toBeNull();
  });

  it('writes heights, weights and ages with Devanagari digits; N/A in Nepali', () => {
    const p = teamText.ne.player;
    expect(p.heightValue({ feet: 5, inches: 8 })).toBe('५ फिट ८ इन्च');
    expect(p.weightValue(62)).toBe('६२ के.जी.');
    expect(p.weightValue(61.5)).toBe('६१.५ के.जी.');
    expect([p.heightValue(null), p.weightValue(null)]).toEqual(['उपलब्ध छैन', 'उपलब्ध छैन']);
  });
});

describe('English texts (SPEC §2, §8, unchanged)', () => {
  it('keeps the player page and match centre words', () => {
    const p = teamText.en.player;
    expect([p.heightValue({ feet: 5, inches: 8 }), p.weightValue(62), p.weightValue(null)]).toEqual([
      `5' 8"`,
      '62 KG',
      'N/A',
    ]);
    expect(teamText.en.notFound).toEqual({ title: 'Player not found', action: 'Back to Teams' });
    expect(matchText.en.title('A', 'B')).toBe('A vs B');
    expect(matchText.en.board.failed).toBe('Failed to load match. Please try again.');
    expect(matchText.en.events).toMatchObject({ failed: 'Unable to load match events', none: 'No events recorded' });
    expect(matchText.en.lineup.none).toBe('No players assigned');
  });
});
