// The sponsorship application of /sponsers: fields, SPEC §5 rules, the POST /api/sponsor-applications body, SPEC §8 messages.
import { MAX_LENGTH } from './limits.ts';
import type { FormDefinition } from './types.ts';
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

export const sponsorForm: FormDefinition<SponsorValues, SponsorBody> = {
  endpoint: '/sponsor-applications',
  fields: {
    companyName: { label: 'Company Name', required: true, maxLength: MAX_LENGTH.name },
    contactPerson: { label: 'Contact Person', required: true, maxLength: MAX_LENGTH.name },
    email: { label: 'Email Address', required: true, kind: 'email', maxLength: MAX_LENGTH.email },
    phone: { label: 'Phone Number', required: true, maxLength: MAX_LENGTH.phone },
    address: { label: 'Address', maxLength: MAX_LENGTH.address },
    website: { label: 'Website', maxLength: MAX_LENGTH.website },
    message: { label: 'Message', maxLength: MAX_LENGTH.message },
    agreeToTerms: { label: 'I agree to the terms and conditions of sponsorship', kind: 'agree', required: true },
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
  messages: { success: 'Application submitted successfully!', failure: 'Failed to submit application', useServerMessage: false },
  buttons: { idle: 'Submit Application', busy: 'Submitting...' },
};
