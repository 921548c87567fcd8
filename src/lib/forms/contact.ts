// The contact form of /contact: fields, SPEC §5 rules, the POST /api/contacts body (words: src/i18n/texts/forms.ts).
import { MAX_LENGTH } from './limits.ts';
import type { FormRules } from './types.ts';
import { checked, text } from './values.ts';

export type ContactValues = { name: string; email: string; phone: string; message: string; agreeToTerms: boolean };
export type ContactBody = ContactValues;

export const contactRules: FormRules<ContactValues, ContactBody> = {
  endpoint: '/contacts',
  fields: {
    name: { required: true, maxLength: MAX_LENGTH.name },
    email: { required: true, kind: 'email', maxLength: MAX_LENGTH.email },
    // SPEC §5: the phone is free text.
    phone: { required: true, maxLength: MAX_LENGTH.phone },
    message: { required: true, maxLength: MAX_LENGTH.message },
    // SPEC §5: shows a required asterisk but is not enforced (docs/decisions/forms.md).
    agreeToTerms: { kind: 'agree', required: false, marked: true },
  },
  initial: { name: '', email: '', phone: '', message: '', agreeToTerms: false },
  toBody: (v) => ({
    name: text(v.name),
    email: text(v.email),
    phone: text(v.phone),
    message: text(v.message),
    agreeToTerms: checked(v.agreeToTerms),
  }),
  useServerMessage: true,
};
