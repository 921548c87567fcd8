// /register: the league's Team Registration Form, posted to /api/registrations (SPEC §2, §3, §5, §8).
import { PLAYER_CHOICES, registrationRules } from '../../lib/forms/registration.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { FormIslandText } from '../../i18n/texts/forms.ts';
import { CheckField } from './CheckField.tsx';
import { FormIsland, latinIn } from './FormIsland.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

/** `t` and `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = { titleLevel?: 1 | 2 | 3; t: FormIslandText<'registration'>; locale: Locale };

export default function RegistrationForm({ titleLevel = 1, t, locale }: Props) {
  const f = useForm(registrationRules, t);
  const latin = latinIn(locale);
  return (
    <FormIsland id="registration-form" titleLevel={titleLevel} t={t} form={f}>
      <TextField bind={f.text('teamName')} autoComplete="organization" />
      <TextField bind={f.text('teamEstablished')} inputMode="numeric" autoComplete="off" placeholder={t.yearExample} />
      <SelectField bind={f.text('teamPlayersNumber')} options={PLAYER_CHOICES} show={f.number} />
      <TextField bind={f.text('coachLeaderName')} autoComplete="name" />
      <TextField bind={f.text('email')} type="email" autoComplete="email" lang={latin} />
      <TextField bind={f.text('phone')} type="tel" autoComplete="tel" />
      <TextField bind={f.text('location')} autoComplete="address-level2" wide />
      <TextField bind={f.text('message')} rows={5} wide />
      <CheckField bind={f.check('agreeToTerms')} />
    </FormIsland>
  );
}
