// Texts of the knockout rounds (issue 43): the bracket page, round names, slots, the shoot-out and the tie-break rule
// printed under a group's table. No SPEC text: the league of eight has no knockout (docs/decisions/knockouts.md).
import { catalog } from '../catalog.ts';

export const knockoutText = catalog({
  en: {
    title: 'Knockout rounds',
    description:
      'The road to the final: every knockout tie, round by round, with its schools or the places they come from.',
    intro: 'The groups lead to a knockout. A side not yet known is named by where it comes from.',
    link: 'Knockout rounds: the road to the final',
    empty: 'No knockout ties yet.',
    rounds: {
      round_of_64: 'Round of 64',
      round_of_32: 'Round of 32',
      round_of_16: 'Round of 16',
      quarter_final: 'Quarter-finals',
      semi_final: 'Semi-finals',
      third_place: 'Third place',
      final: 'Final',
    },
    /** Short names for a slot ("Winner QF 1"). */
    short: {
      round_of_64: 'R64',
      round_of_32: 'R32',
      round_of_16: 'R16',
      quarter_final: 'QF',
      semi_final: 'SF',
      third_place: '3rd place',
      final: 'Final',
    },
    tie: (round: string, n: string) => `${round} ${n}`,
    place: (place: number, group: string, n: string) =>
      place === 1 ? `Winner ${group}` : place === 2 ? `Runner-up ${group}` : `Number ${n} of ${group}`,
    tieOutcome: (outcome: 'winner' | 'loser', tie: string) => `${outcome === 'winner' ? 'Winner' : 'Loser'} ${tie}`,
    fromSlot: (slot: string) => `(${slot})`,
    through: 'goes through',
    followed: 'Your school',
    penalties: (home: string, away: string) => `${home}–${away} on penalties`,
    penaltiesShort: (home: string, away: string) => `(${home}–${away} pens)`,
    scorers: {
      title: 'Top scorers of this group',
      empty: 'No goals scored in this group yet.',
    },
    tieBreak: {
      heading: 'How the table is ordered',
      rule: 'Teams are ordered by points, then goal difference, then goals scored. Teams still level are listed by name.',
    },
  },
  ne: {
    title: 'नकआउट खेलहरू',
    description: 'फाइनलसम्मको बाटो: हरेक नकआउट खेल चरण अनुसार, विद्यालय वा तिनीहरू आउने स्थानसहित।',
    intro: 'समूहका खेलपछि नकआउट खेल हुन्छन्। अझै नखुलेको टोली कहाँबाट आउँछ भनेर लेखिएको छ।',
    link: 'नकआउट खेलहरू: फाइनलसम्मको बाटो',
    empty: 'अहिलेसम्म नकआउट खेल छैन।',
    rounds: {
      round_of_64: 'अन्तिम ६४',
      round_of_32: 'अन्तिम ३२',
      round_of_16: 'अन्तिम १६',
      quarter_final: 'क्वार्टरफाइनल',
      semi_final: 'सेमिफाइनल',
      third_place: 'तेस्रो स्थान',
      final: 'फाइनल',
    },
    short: {
      round_of_64: 'अन्तिम ६४',
      round_of_32: 'अन्तिम ३२',
      round_of_16: 'अन्तिम १६',
      quarter_final: 'क्वार्टरफाइनल',
      semi_final: 'सेमिफाइनल',
      third_place: 'तेस्रो स्थान',
      final: 'फाइनल',
    },
    tie: (round: string, n: string) => `${round} ${n}`,
    place: (place: number, group: string, n: string) =>
      place === 1 ? `${group} विजेता` : place === 2 ? `${group} उपविजेता` : `${group}को ${n} नम्बर`,
    tieOutcome: (outcome: 'winner' | 'loser', tie: string) => `${tie} ${outcome === 'winner' ? 'विजेता' : 'पराजित'}`,
    fromSlot: (slot: string) => `(${slot})`,
    through: 'अर्को चरणमा',
    followed: 'तपाईंको विद्यालय',
    penalties: (home: string, away: string) => `पेनाल्टीमा ${home}–${away}`,
    penaltiesShort: (home: string, away: string) => `(पेनाल्टी ${home}–${away})`,
    scorers: {
      title: 'यस समूहका सर्वाधिक गोलकर्ता',
      empty: 'यस समूहमा अहिलेसम्म गोल भएको छैन।',
    },
    tieBreak: {
      heading: 'तालिकाको क्रम कसरी मिलाइन्छ',
      rule: 'टोलीहरू अङ्क, त्यसपछि गोल अन्तर, त्यसपछि गोल गरेको सङ्ख्या अनुसार मिलाइन्छन्। त्यसपछि पनि बराबर टोली नाम अनुसार राखिन्छन्।',
    },
  },
});
