// What every form island says around its own fields: the card (title, intro, note on asterisks), the bot trap and the
// submit row, in the page's language (`t`), wired to the form's state (`form`, from useForm).
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { SubmitState } from '../../lib/forms/submission.ts';
import { FormCard } from './FormCard.tsx';
import { Honeypot } from './Honeypot.tsx';
import { SubmitRow } from './SubmitRow.tsx';
import type { useForm } from './useForm.ts';

type Form = Pick<ReturnType<typeof useForm>, 'formProps' | 'trap' | 'ready'> & { state: SubmitState };
type Words = {
  title: string;
  intro: string;
  note: { before: string; hidden: string; after: string };
  trap: string;
  idle: string;
  busy: string;
};

type Props = {
  /** The card's id; the submit row's message is `{id}-status`. */
  id: string;
  titleLevel: 1 | 2 | 3;
  t: Words;
  form: Form;
  requiredNote?: boolean;
  compact?: boolean;
  children: ReactNode;
};

export function FormIsland({ id, titleLevel, t, form, requiredNote, compact, children }: Props) {
  return (
    <FormCard
      id={id}
      title={t.title}
      titleLevel={titleLevel}
      intro={t.intro}
      note={t.note}
      requiredNote={requiredNote}
      compact={compact}
      formProps={form.formProps}
    >
      {children}
      <Honeypot {...form.trap} label={t.trap} />
      <SubmitRow state={form.state} ready={form.ready} messageId={`${id}-status`} idle={t.idle} busy={t.busy} />
    </FormCard>
  );
}

/** E-mail and web addresses are written in Latin letters whatever the page's language: marked so on Nepali pages. */
export const latinIn = (locale: Locale) => (locale === 'ne' ? 'en' : undefined);
