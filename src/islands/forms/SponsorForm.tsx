// /sponsers: the 'Sponsorship Application Form', posted to /api/sponsor-applications (SPEC §2, §3, §5, §8).
import { sponsorRules } from '../../lib/forms/sponsor.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { FormIslandText } from '../../i18n/texts/forms.ts';
import { CheckField } from './CheckField.tsx';
import { FormIsland, latinIn } from './FormIsland.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

/** `t` and `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = { titleLevel?: 1 | 2 | 3; t: FormIslandText<'sponsor'>; locale: Locale };

export default function SponsorForm({ titleLevel = 1, t, locale }: Props) {
  const f = useForm(sponsorRules, t);
  const latin = latinIn(locale);
  return (
    <FormIsland id="sponsor-form" titleLevel={titleLevel} t={t} form={f}>
      <TextField bind={f.text('companyName')} autoComplete="organization" />
      <TextField bind={f.text('contactPerson')} autoComplete="name" />
      <TextField bind={f.text('email')} type="email" autoComplete="email" lang={latin} />
      <TextField bind={f.text('phone')} type="tel" autoComplete="tel" />
      <TextField bind={f.text('address')} autoComplete="street-address" />
      <TextField bind={f.text('website')} inputMode="url" autoComplete="url" placeholder="https://" lang={latin} />
      <TextField bind={f.text('message')} rows={5} wide />
      <CheckField bind={f.check('agreeToTerms')} />
    </FormIsland>
  );
}
