// /register: the league's Team Registration Form, posted to /api/registrations (SPEC §2, §3, §5, §8).
import { LEAGUE_ABBR } from '../../consts.ts';
import { PLAYER_CHOICES, registrationForm } from '../../lib/forms/registration.ts';
import { CheckField } from './CheckField.tsx';
import { FormCard } from './FormCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SelectField } from './SelectField.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

export default function RegistrationForm({ titleLevel = 1 }: { titleLevel?: 1 | 2 | 3 }) {
  const f = useForm(registrationForm);
  return (
    <FormCard
      id="registration-form"
      title={`${LEAGUE_ABBR} Team Registration Form`}
      titleLevel={titleLevel}
      intro="Register your school's team for the league. A squad has 11 to 20 players."
      formProps={f.formProps}
    >
      <TextField bind={f.text('teamName')} autoComplete="organization" />
      <TextField bind={f.text('teamEstablished')} inputMode="numeric" autoComplete="off" placeholder="e.g. 2015" />
      <SelectField bind={f.text('teamPlayersNumber')} options={PLAYER_CHOICES} />
      <TextField bind={f.text('coachLeaderName')} autoComplete="name" />
      <TextField bind={f.text('email')} type="email" autoComplete="email" />
      <TextField bind={f.text('phone')} type="tel" autoComplete="tel" />
      <TextField bind={f.text('location')} autoComplete="address-level2" wide />
      <TextField bind={f.text('message')} rows={5} wide />
      <CheckField bind={f.check('agreeToTerms')} />
      <Honeypot {...f.trap} />
      <SubmitRow state={f.state} ready={f.ready} messageId="registration-form-status" {...registrationForm.buttons} />
    </FormCard>
  );
}
