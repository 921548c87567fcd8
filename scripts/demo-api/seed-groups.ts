// The nationwide season's regional groups: each district's schools split into groups of about eight, ordered east to
// west by province, as a league would enter them in the CMS's optional `groups` collection (docs/deploying.md).
import type { Draft, TeamRec } from './seed-model.ts';

/** The seed's districts: province (east to west, Nepal's seven) and Nepali name. */
const DISTRICTS: Record<string, { province: string; ne: string }> = {
  Jhapa: { province: 'Koshi', ne: 'झापा' },
  Ilam: { province: 'Koshi', ne: 'इलाम' },
  Morang: { province: 'Koshi', ne: 'मोरङ' },
  Sunsari: { province: 'Koshi', ne: 'सुनसरी' },
  Saptari: { province: 'Madhesh', ne: 'सप्तरी' },
  Siraha: { province: 'Madhesh', ne: 'सिरहा' },
  Dhanusha: { province: 'Madhesh', ne: 'धनुषा' },
  Parsa: { province: 'Madhesh', ne: 'पर्सा' },
  Kathmandu: { province: 'Bagmati', ne: 'काठमाडौँ' },
  Lalitpur: { province: 'Bagmati', ne: 'ललितपुर' },
  Bhaktapur: { province: 'Bagmati', ne: 'भक्तपुर' },
  Kavrepalanchok: { province: 'Bagmati', ne: 'काभ्रेपलाञ्चोक' },
  Nuwakot: { province: 'Bagmati', ne: 'नुवाकोट' },
  Makwanpur: { province: 'Bagmati', ne: 'मकवानपुर' },
  Chitwan: { province: 'Bagmati', ne: 'चितवन' },
  Gorkha: { province: 'Gandaki', ne: 'गोरखा' },
  Kaski: { province: 'Gandaki', ne: 'कास्की' },
  Syangja: { province: 'Gandaki', ne: 'स्याङ्जा' },
  Baglung: { province: 'Gandaki', ne: 'बागलुङ' },
  Palpa: { province: 'Lumbini', ne: 'पाल्पा' },
  Rupandehi: { province: 'Lumbini', ne: 'रुपन्देही' },
  Dang: { province: 'Lumbini', ne: 'दाङ' },
  Banke: { province: 'Lumbini', ne: 'बाँके' },
  Surkhet: { province: 'Karnali', ne: 'सुर्खेत' },
  Kailali: { province: 'Sudurpashchim', ne: 'कैलाली' },
  Kanchanpur: { province: 'Sudurpashchim', ne: 'कञ्चनपुर' },
};
const ORDER = Object.keys(DISTRICTS);
const LETTERS = 'ABCDEFGHIJ';
const LETTERS_NE = ['क', 'ख', 'ग', 'घ', 'ङ', 'च', 'छ', 'ज', 'झ', 'ञ'];

export type RegionalGroup = { id: number; district: string; letter: number; teams: TeamRec[] };

const districtOf = (t: TeamRec): string => (t.school as { district?: string }).district ?? t.school.city;

/** Each district's schools in groups of about `size` (as many groups as round(n / size), sizes differing by one). */
export function regionalGroups(teams: TeamRec[], size: number): RegionalGroup[] {
  const byDistrict = Map.groupBy(teams, districtOf);
  const districts = [...byDistrict.keys()].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  const out: RegionalGroup[] = [];
  for (const district of districts) {
    const list = byDistrict.get(district) as TeamRec[];
    const count = Math.max(1, Math.round(list.length / size));
    for (let g = 0; g < count; g++) {
      const part = list.slice(Math.floor((g * list.length) / count), Math.floor(((g + 1) * list.length) / count));
      out.push({ id: out.length + 1, district, letter: g, teams: part });
    }
  }
  return out;
}

const rank = (district: string) => (ORDER.includes(district) ? ORDER.indexOf(district) : ORDER.length);

/** The groups as CMS documents: name, Nepali name, province, district and order. */
export function groupDrafts(groups: RegionalGroup[], createdAt: number): Draft[] {
  return groups.map((g) => {
    const d = DISTRICTS[g.district];
    return {
      id: g.id,
      name: `${g.district} Group ${LETTERS[g.letter] ?? g.letter + 1}`,
      name_ne: d ? `${d.ne} समूह ${LETTERS_NE[g.letter] ?? g.letter + 1}` : null,
      province: d?.province ?? null,
      district: g.district,
      order: g.id,
      createdAt,
      updatedAt: createdAt,
    };
  });
}
