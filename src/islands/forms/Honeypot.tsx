// The field only bots see: off screen, out of the tab order and hidden from assistive technology.
import { HONEYPOT_NAME } from '../../lib/forms/honeypot.ts';
import s from './forms.module.css';

export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  return (
    <div className={s.trap} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
