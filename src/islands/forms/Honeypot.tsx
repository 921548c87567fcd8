// The field only bots see: off screen, out of the tab order and hidden from assistive technology.
import { HONEYPOT_NAME } from '../../lib/forms/honeypot.ts';
import s from './forms.module.css';

type Props = { id: string; value: string; onChange(value: string): void; label: string };

export function Honeypot({ id, value, onChange, label }: Props) {
  return (
    <div className={s.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
