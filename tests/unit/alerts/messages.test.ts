// A Nepali goal alert names the schools and the scorer by their Nepali names where the CMS has them (issue 42), and
// reads as a Nepali desk writes: विरुद्ध, हाफटाइम, the minute in words.
import { describe, expect, it } from 'vitest';
import { alertMessage, type MatchNames } from '../../../server/alerts/messages.ts';
import type { Alert } from '../../../src/lib/league/match-alerts.ts';

const names: MatchNames = {
  id: '7',
  home: 'Budhanilkantha School',
  away: 'St. Xavier’s School',
  homeNe: 'बुढानीलकण्ठ स्कुल',
  awayNe: 'सेन्ट जेभियर्स स्कुल',
  homeCrest: null,
  awayCrest: null,
};
const goal: Alert = {
  kind: 'goal',
  key: 'goal:1',
  sig: 'goal|1|35|Bishal Khatri',
  score: { home: 2, away: 1 },
  eventId: '1',
  minute: 35,
  scorer: 'Bishal Khatri',
  scorerNe: 'विशाल खत्री',
  side: 'home',
  ownGoal: false,
};

describe('alert messages with Nepali names', () => {
  it('Nepali: the Nepali names, the minute as a desk writes it', () => {
    expect(alertMessage(goal, names, 'ne')).toMatchObject({
      title: 'गोल! बुढानीलकण्ठ स्कुल २–१ सेन्ट जेभियर्स स्कुल',
      body: 'गोल: विशाल खत्री, ३५औँ मिनेटमा',
    });
    const kickoff: Alert = { kind: 'kickoff', key: 'kickoff', sig: '', score: { home: 0, away: 0 } };
    expect(alertMessage(kickoff, names, 'ne').title).toBe('खेल सुरु: बुढानीलकण्ठ स्कुल विरुद्ध सेन्ट जेभियर्स स्कुल');
    const half: Alert = { kind: 'half_time', key: 'half_time', sig: '', score: { home: 1, away: 1 } };
    expect(alertMessage(half, names, 'ne').title).toBe('हाफटाइम: बुढानीलकण्ठ स्कुल १–१ सेन्ट जेभियर्स स्कुल');
    const changed: Alert = {
      kind: 'correction',
      key: 'correction:goal:1:2',
      sig: '',
      score: { home: 2, away: 1 },
      eventId: '1',
      scorer: 'Bishal Khatri',
      scorerNe: 'विशाल खत्री',
      minute: 36,
      removed: false,
    };
    expect(alertMessage(changed, names, 'ne').body).toBe('गोल अब विशाल खत्रीको नाममा, ३६औँ मिनेटमा।');
  });

  it('English, and Nepali without Nepali names: the names as written', () => {
    expect(alertMessage(goal, names, 'en')).toMatchObject({
      title: 'GOAL! Budhanilkantha School 2–1 St. Xavier’s School',
      body: "Goal by Bishal Khatri 35'",
    });
    const bare = { ...names, homeNe: null, awayNe: null };
    expect(alertMessage({ ...goal, scorerNe: null }, bare, 'ne').title).toBe(
      'गोल! Budhanilkantha School २–१ St. Xavier’s School',
    );
  });
});

describe('a knockout tie decided on penalties (issue 43)', () => {
  const full: Alert = { kind: 'full_time', key: 'full_time', sig: '', score: { home: 1, away: 1 } };
  const tie: MatchNames = { ...names, penalties: [4, 3] };
  it('says the shoot-out in the full-time alert, in English and as a Nepali desk writes it', () => {
    expect(alertMessage(full, tie, 'en').title).toBe(
      'Full time: Budhanilkantha School 1–1 St. Xavier’s School, 4–3 on penalties',
    );
    expect(alertMessage(full, tie, 'ne').title).toBe('खेल समाप्त: बुढानीलकण्ठ स्कुल १–१ सेन्ट जेभियर्स स्कुल, पेनाल्टीमा ४–३');
    expect(alertMessage(full, names, 'en').title).toBe('Full time: Budhanilkantha School 1–1 St. Xavier’s School');
  });
});
