// The message under a field: always in the page as a polite live region, so screen readers announce it when it appears.
import s from './forms.module.css';

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className={s.error} aria-live="polite">
      {message}
    </p>
  );
}

/** The attributes that tie a control to its message. */
export function describedBy(id: string, error: string | undefined) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-msg` : undefined } as const;
}
