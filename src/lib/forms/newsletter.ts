// The newsletter signup of /contact: one e-mail and POST /api/subscribers (its words: src/i18n/texts/forms.ts).
import { MAX_LENGTH } from './limits.ts';
import type { FormRules } from './types.ts';
import { text } from './values.ts';

export type NewsletterValues = { email: string };
export type NewsletterBody = { email: string };

export const newsletterRules: FormRules<NewsletterValues, NewsletterBody> = {
  endpoint: '/subscribers',
  fields: {
    // SPEC §5: not marked required; an empty address is still stopped here rather than sent (docs/decisions/forms.md).
    email: { required: true, marked: false, kind: 'email', maxLength: MAX_LENGTH.email },
  },
  initial: { email: '' },
  toBody: (v) => ({ email: text(v.email) }),
  useServerMessage: true,
};
