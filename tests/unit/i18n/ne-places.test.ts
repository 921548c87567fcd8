// Nepal's provinces and districts in Nepali (issue 42): the seven and the seventy-seven, found from the English a
// league types, and nothing made up for a name that is not one of them.
import { describe, expect, it } from 'vitest';
import { DISTRICT_COUNT, districtNe, PROVINCE_COUNT, provinceNe } from '../../../src/i18n/ne-places.ts';

describe('ne-places', () => {
  it('has seven provinces and seventy-seven districts', () => {
    expect(PROVINCE_COUNT).toBe(7);
    expect(DISTRICT_COUNT).toBe(77);
  });
  it('reads the English as a league types it', () => {
    expect(provinceNe('Koshi')).toBe('कोशी');
    expect(provinceNe('Sudurpashchim Province')).toBe('सुदूरपश्चिम');
    expect(provinceNe(' bagmati ')).toBe('बागमती');
    expect(districtNe('Kavrepalanchok')).toBe('काभ्रेपलाञ्चोक');
    expect(districtNe('Kavre')).toBe('काभ्रेपलाञ्चोक');
    expect(districtNe('Kathmandu')).toBe('काठमाडौँ');
  });
  it('answers null for a name it does not know', () => {
    expect(provinceNe('Province of Elsewhere')).toBeNull();
    expect(districtNe('Atlantis')).toBeNull();
  });
});
