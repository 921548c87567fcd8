// The agreement checkbox with its label and message.
import { FieldMessage, describedBy } from './FieldMessage.tsx';
import { Label } from './Label.tsx';
import type { Bind } from './useForm.ts';
import s from './forms.module.css';

export function CheckField({ bind }: { bind: Bind<boolean> }) {
  return (
    <div className={`${s.check} ${s.wide}`}>
      <input
        id={bind.id}
        name={bind.name}
        type="checkbox"
        checked={bind.value}
        required={bind.marked}
        onChange={(e) => bind.onChange(e.target.checked)}
        {...describedBy(bind.id, bind.error)}
      />
      <Label htmlFor={bind.id} text={bind.label} marked={bind.marked} />
      <FieldMessage id={`${bind.id}-msg`} message={bind.error} />
    </div>
  );
}
