// A labelled select bound to a form field (the registration's number of players).
import { FieldMessage, describedBy } from './FieldMessage.tsx';
import { Label } from './Label.tsx';
import type { Bind } from './useForm.ts';
import s from './forms.module.css';

export function SelectField({ bind, options }: { bind: Bind<string>; options: readonly (string | number)[] }) {
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
            {o}
          </option>
        ))}
      </select>
      <FieldMessage id={`${bind.id}-msg`} message={bind.error} />
    </div>
  );
}
