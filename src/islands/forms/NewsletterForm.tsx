// /contact: the 'Stay Updated' newsletter signup, posted to /api/subscribers (SPEC §2, §3, §5, §8).
import { newsletterRules } from '../../lib/forms/newsletter.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { FormIslandText } from '../../i18n/texts/forms.ts';
import { FormCard } from './FormCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

/** `t` and `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = { titleLevel?: 1 | 2 | 3; t: FormIslandText<'newsletter'>; locale: Locale };

export default function NewsletterForm({ titleLevel = 2, t, locale }: Props) {
  const f = useForm(newsletterRules, t);
  // E-mail and web addresses are written in Latin letters whatever the page's language: marked so on Nepali pages.
  const latin = locale === 'ne' ? 'en' : undefined;
  return (
    <FormCard
      id="newsletter-form"
      title={t.title}
      titleLevel={titleLevel}
      intro={t.intro}
      note={t.note}
      requiredNote={false}
      compact
      formProps={f.formProps}
    >
      <TextField bind={f.text('email')} type="email" autoComplete="email" placeholder="name@example.com" lang={latin} />
      <Honeypot {...f.trap} label={t.trap} />
      <SubmitRow state={f.state} ready={f.ready} messageId="newsletter-form-status" idle={t.idle} busy={t.busy} />
    </FormCard>
  );
}
