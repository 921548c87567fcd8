// /contact: the 'Stay Updated' newsletter signup, posted to /api/subscribers (SPEC §2, §3, §5, §8).
import { newsletterRules } from '../../lib/forms/newsletter.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { FormIslandText } from '../../i18n/texts/forms.ts';
import { FormIsland, latinIn } from './FormIsland.tsx';
import { TextField } from './TextField.tsx';
import { useForm } from './useForm.ts';

/** `t` and `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = { titleLevel?: 1 | 2 | 3; t: FormIslandText<'newsletter'>; locale: Locale };

export default function NewsletterForm({ titleLevel = 2, t, locale }: Props) {
  const f = useForm(newsletterRules, t);
  const latin = latinIn(locale);
  return (
    <FormIsland id="newsletter-form" titleLevel={titleLevel} t={t} form={f} requiredNote={false} compact>
      <TextField bind={f.text('email')} type="email" autoComplete="email" placeholder="name@example.com" lang={latin} />
    </FormIsland>
  );
}
