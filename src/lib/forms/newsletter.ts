// The newsletter signup of /contact: one e-mail, POST /api/subscribers, the SPEC §8 messages.
import { MAX_LENGTH } from './limits.ts';
import { withTexts, type FormRules, type FormTexts } from './types.ts';
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

export const newsletterEnglish = {
  labels: { email: 'Email Address' },
  required: { email: 'Please enter your e-mail address.' },
  success: 'Successfully subscribed to newsletter!',
  failure: 'Error subscribing to newsletter',
  idle: 'Subscribe',
  busy: 'Subscribing...',
} satisfies FormTexts<NewsletterValues>;

export const newsletterForm = withTexts(newsletterRules, newsletterEnglish);
