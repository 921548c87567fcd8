// The newsletter signup of /contact: one e-mail, POST /api/subscribers, the SPEC §8 messages.
import { MAX_LENGTH } from './limits.ts';
import type { FormDefinition } from './types.ts';
import { text } from './values.ts';

export type NewsletterValues = { email: string };
export type NewsletterBody = { email: string };

export const newsletterForm: FormDefinition<NewsletterValues, NewsletterBody> = {
  endpoint: '/subscribers',
  fields: {
    // SPEC §5: not marked required; an empty address is still stopped here rather than sent (docs/decisions.md, Forms).
    email: {
      label: 'Email Address',
      required: true,
      marked: false,
      requiredMessage: 'Please enter your e-mail address.',
      kind: 'email',
      maxLength: MAX_LENGTH.email,
    },
  },
  initial: { email: '' },
  toBody: (v) => ({ email: text(v.email) }),
  messages: {
    success: 'Successfully subscribed to newsletter!',
    failure: 'Error subscribing to newsletter',
    useServerMessage: true,
  },
  buttons: { idle: 'Subscribe', busy: 'Subscribing...' },
};
