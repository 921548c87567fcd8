// /contact: the 'Stay Updated' newsletter signup, posted to /api/subscribers (SPEC §2, §3, §5, §8).
import { newsletterForm } from '../../lib/forms/newsletter.ts';
import { FormCard } from './FormCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

export default function NewsletterForm({ titleLevel = 2 }: { titleLevel?: 1 | 2 | 3 }) {
  const f = useForm(newsletterForm);
  return (
    <FormCard
      id="newsletter-form"
      title="Stay Updated"
      titleLevel={titleLevel}
      intro="Get fixtures, results and league news in your inbox."
      requiredNote={false}
      compact
      formProps={f.formProps}
    >
      <TextField bind={f.text('email')} type="email" autoComplete="email" placeholder="name@example.com" />
      <Honeypot {...f.trap} />
      <SubmitRow state={f.state} ready={f.ready} messageId="newsletter-form-status" {...newsletterForm.buttons} />
    </FormCard>
  );
}
