// A labelled select bound to a form field (the registration's number of players).
import { FieldMessage, describedBy } from './FieldMessage.tsx';
import { Label } from './Label.tsx';
import type { Bind } from './useForm.ts';
import s from './forms.module.css';

type Props = {
  bind: Bind<string>;
  options: readonly number[];
  /** An option as people read it (its value is sent as it is): Devanagari digits on Nepali pages. */
  show?: (option: number) => string;
};

export function SelectField({ bind, options, show = String }: Props) {
  return (
    <div className={s.field}>
      <Label htmlFor={bind.id} text={bind.label} marked={bind.marked} />
      <select
        id={bind.id}
        name={bind.name}
        value={bind.value}
        required={bind.marked}
        className={s.input}
        onChange={(e) => bind.onChange(e.target.value)}
        {...describedBy(bind.id, bind.error)}
      >
        {options.map((o) => (
          <option key={o} value={String(o)}>
            {show(o)}
          </option>
        ))}
      </select>
      <FieldMessage id={`${bind.id}-msg`} message={bind.error} />
    </div>
  );
}
