// The frame of every form: its title, an intro line, the note on asterisks, and the form element itself.
import type { SubmitEvent, ReactNode, RefObject } from 'react';
import s from './forms.module.css';

type Props = {
  id: string;
  title: string;
  /** 1 when the form is the page's subject (/sponsers, /register), 2 inside a page with its own title. */
  titleLevel?: 1 | 2 | 3;
  intro?: ReactNode;
  /** The note on asterisks, in the page's language: the star is seen, `hidden` is heard. */
  note: { before: string; hidden: string; after: string };
  /** Whether any field carries an asterisk, so the note explaining it belongs here. */
  requiredNote?: boolean;
  compact?: boolean;
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit(event: SubmitEvent<HTMLFormElement>): void;
    noValidate: boolean;
  };
  children: ReactNode;
};

export function FormCard({
  id,
  title,
  titleLevel = 2,
  intro,
  note,
  requiredNote = true,
  compact,
  formProps,
  children,
}: Props) {
  const Heading = `h${titleLevel}` as 'h1' | 'h2' | 'h3';
  const titleId = `${id}-title`;
  return (
    <section className={compact ? `${s.card} ${s.compact}` : s.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={s.title}>
        {title}
      </Heading>
      {intro && <p className={s.intro}>{intro}</p>}
      {requiredNote && (
        <p className={s.note}>
          {`${note.before} `}
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">{note.hidden}</span>
          {` ${note.after}`}
        </p>
      )}
      <form {...formProps} aria-labelledby={titleId} className={s.grid}>
        {children}
      </form>
    </section>
  );
}
