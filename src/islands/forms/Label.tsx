// A field label with the required asterisk (hidden from screen readers, which hear "required" from the control).
import s from './forms.module.css';

export function Label({ htmlFor, text, marked }: { htmlFor: string; text: string; marked: boolean }) {
  return (
    <label htmlFor={htmlFor} className={s.label}>
      {text}
      {marked && (
        <span className={s.req} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
