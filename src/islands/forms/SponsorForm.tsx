// /sponsers: the 'Sponsorship Application Form', posted to /api/sponsor-applications (SPEC §2, §3, §5, §8).
import { sponsorForm } from '../../lib/forms/sponsor.ts';
import { CheckField } from './CheckField.tsx';
import { FormCard } from './FormCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

export default function SponsorForm({ titleLevel = 1 }: { titleLevel?: 1 | 2 | 3 }) {
  const f = useForm(sponsorForm);
  return (
    <FormCard
      id="sponsor-form"
      title="Sponsorship Application Form"
      titleLevel={titleLevel}
      intro="Support school football in Nepal. Tell us about your company and we will be in touch."
      formProps={f.formProps}
    >
      <TextField bind={f.text('companyName')} autoComplete="organization" />
      <TextField bind={f.text('contactPerson')} autoComplete="name" />
      <TextField bind={f.text('email')} type="email" autoComplete="email" />
      <TextField bind={f.text('phone')} type="tel" autoComplete="tel" />
      <TextField bind={f.text('address')} autoComplete="street-address" />
      <TextField bind={f.text('website')} inputMode="url" autoComplete="url" placeholder="https://" />
      <TextField bind={f.text('message')} rows={5} wide />
      <CheckField bind={f.check('agreeToTerms')} />
      <Honeypot {...f.trap} />
      <SubmitRow state={f.state} ready={f.ready} messageId="sponsor-form-status" {...sponsorForm.buttons} />
    </FormCard>
  );
}
