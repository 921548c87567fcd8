// /contact: 'Send Us a Message', posted to /api/contacts (SPEC §2, §3, §5, §8).
import { contactForm } from '../../lib/forms/contact.ts';
import { CheckField } from './CheckField.tsx';
import { FormCard } from './FormCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

export default function ContactForm({ titleLevel = 2 }: { titleLevel?: 1 | 2 | 3 }) {
  const f = useForm(contactForm);
  return (
    <FormCard
      id="contact-form"
      title="Send Us a Message"
      titleLevel={titleLevel}
      intro="Have a question about the league, a match or tickets? Write to us and we will reply within 24 hours."
      formProps={f.formProps}
    >
      <TextField bind={f.text('name')} autoComplete="name" />
      <TextField bind={f.text('email')} type="email" autoComplete="email" />
      <TextField bind={f.text('phone')} type="tel" autoComplete="tel" />
      <TextField bind={f.text('message')} rows={5} wide />
      <CheckField bind={f.check('agreeToTerms')} />
      <Honeypot {...f.trap} />
      <SubmitRow state={f.state} ready={f.ready} messageId="contact-form-status" {...contactForm.buttons} />
    </FormCard>
  );
}
