// Sponsors newest first (the API's default -createdAt order); the popup shows the first.
import { describe, expect, it } from 'vitest';
import type { Sponsor } from '../../../src/lib/api/types.ts';
import { activeNotice, popupSponsor, sortSponsors } from '../../../src/lib/league/sponsors.ts';

const img = { src: '/x.png', alt: '', width: null, height: null, isDefault: false };
const sponsor = (id: string): Sponsor => ({ id, name: `S${id}`, logo: img, website: null });

describe('sortSponsors', () => {
  it.each([
    ['numeric ids, newest (largest) first', ['2', '10', '1'], ['10', '2', '1']],
    [
      'ObjectIds, later time first',
      ['65a000000000000000000001', '65b000000000000000000000'],
      ['65b000000000000000000000', '65a000000000000000000001'],
    ],
  ])('%s', (_name, ids, expected) => {
    expect(sortSponsors(ids.map(sponsor)).map((s) => s.id)).toEqual(expected);
  });
});

describe('popupSponsor', () => {
  it('is the first sponsor in that order, or null without sponsor data', () => {
    expect(popupSponsor(['3', '7', '5'].map(sponsor))?.id).toBe('7');
    expect(popupSponsor([])).toBeNull();
  });
});

describe('activeNotice', () => {
  const notice = (id: string, isActive = true) => ({ id, title: null, isActive, image: img });
  it('is the newest active post, or null', () => {
    expect(activeNotice([notice('1'), notice('4'), notice('9', false)])?.id).toBe('4');
    expect(activeNotice([notice('2', false)])).toBeNull();
  });
});
