// The team registration of /register: fields, SPEC §5 rules, the POST /api/registrations body (words: i18n).
import { MAX_LENGTH } from './limits.ts';
import type { FormRules } from './types.ts';
import { checked, text } from './values.ts';

/** SPEC §5 and §9: a squad has 11 to 20 players, 11 by default. */
export const PLAYER_CHOICES: readonly number[] = Array.from({ length: 10 }, (_, i) => 11 + i);
export const DEFAULT_PLAYERS = 11;

export type RegistrationValues = {
  teamName: string;
  teamEstablished: string;
  teamPlayersNumber: string;
  coachLeaderName: string;
  email: string;
  phone: string;
  location: string;
  message: string;
  agreeToTerms: boolean;
};
export type RegistrationBody = Omit<RegistrationValues, 'teamPlayersNumber'> & { teamPlayersNumber: number };

/** The select's value as a number, never outside the SPEC's range. */
export function playersNumber(value: string): number {
  const n = Number.parseInt(value, 10);
  return PLAYER_CHOICES.includes(n) ? n : DEFAULT_PLAYERS;
}

export const registrationRules: FormRules<RegistrationValues, RegistrationBody> = {
  endpoint: '/registrations',
  fields: {
    teamName: { required: true, maxLength: MAX_LENGTH.name },
    // SPEC §3: the year established is text.
    teamEstablished: { maxLength: MAX_LENGTH.year },
    teamPlayersNumber: { required: true },
    coachLeaderName: { required: true, maxLength: MAX_LENGTH.name },
    email: { required: true, kind: 'email', maxLength: MAX_LENGTH.email },
    phone: { required: true, maxLength: MAX_LENGTH.phone },
    location: { required: true, maxLength: MAX_LENGTH.address },
    message: { maxLength: MAX_LENGTH.message },
    agreeToTerms: { kind: 'agree', required: true },
  },
  initial: {
    teamName: '',
    teamEstablished: '',
    teamPlayersNumber: String(DEFAULT_PLAYERS),
    coachLeaderName: '',
    email: '',
    phone: '',
    location: '',
    message: '',
    agreeToTerms: false,
  },
  toBody: (v) => ({
    teamName: text(v.teamName),
    teamEstablished: text(v.teamEstablished),
    teamPlayersNumber: playersNumber(text(v.teamPlayersNumber)),
    coachLeaderName: text(v.coachLeaderName),
    email: text(v.email),
    phone: text(v.phone),
    location: text(v.location),
    message: text(v.message),
    agreeToTerms: checked(v.agreeToTerms),
  }),
  useServerMessage: false,
};
