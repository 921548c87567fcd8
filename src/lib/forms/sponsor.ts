// The sponsorship application of /sponsers: fields, SPEC §5 rules, the POST /api/sponsor-applications body (words: i18n).
import { MAX_LENGTH } from './limits.ts';
import type { FormRules } from './types.ts';
import { checked, text } from './values.ts';

export type SponsorValues = {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  message: string;
  agreeToTerms: boolean;
};
export type SponsorBody = SponsorValues;

export const sponsorRules: FormRules<SponsorValues, SponsorBody> = {
  endpoint: '/sponsor-applications',
  fields: {
    companyName: { required: true, maxLength: MAX_LENGTH.name },
    contactPerson: { required: true, maxLength: MAX_LENGTH.name },
    email: { required: true, kind: 'email', maxLength: MAX_LENGTH.email },
    phone: { required: true, maxLength: MAX_LENGTH.phone },
    address: { maxLength: MAX_LENGTH.address },
    website: { maxLength: MAX_LENGTH.website },
    message: { maxLength: MAX_LENGTH.message },
    agreeToTerms: { kind: 'agree', required: true },
  },
  initial: {
    companyName: '',
    contactPerson: '',
    email: '',
    phone: '',
    address: '',
    website: '',
    message: '',
    agreeToTerms: false,
  },
  toBody: (v) => ({
    companyName: text(v.companyName),
    contactPerson: text(v.contactPerson),
    email: text(v.email),
    phone: text(v.phone),
    address: text(v.address),
    website: text(v.website),
    message: text(v.message),
    agreeToTerms: checked(v.agreeToTerms),
  }),
  // SPEC §8: one fixed failure text, whatever the server said.
  useServerMessage: false,
};
