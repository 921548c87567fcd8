// A labelled text, e-mail, phone or multi-line input bound to a form field, with its message.
import type { HTMLInputTypeAttribute } from 'react';
import { FieldMessage, describedBy } from './FieldMessage.tsx';
import { Label } from './Label.tsx';
import type { Bind } from './useForm.ts';
import s from './forms.module.css';

type Props = {
  bind: Bind<string>;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  placeholder?: string;
  /** 'en' for what is written in Latin letters whatever the page's language (an e-mail address, a web address). */
  lang?: string | undefined;
  /** Rows of a multi-line field; none means a single line. */
  rows?: number;
  wide?: boolean;
};

export function TextField({ bind, type = 'text', autoComplete, inputMode, placeholder, lang, rows, wide }: Props) {
  const common = {
    id: bind.id,
    name: bind.name,
    value: bind.value,
    maxLength: bind.maxLength,
    required: bind.marked,
    autoComplete,
    placeholder,
    lang,
    className: s.input,
    ...describedBy(bind.id, bind.error),
  };
  return (
    <div className={wide ? `${s.field} ${s.wide}` : s.field}>
      <Label htmlFor={bind.id} text={bind.label} marked={bind.marked} />
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => bind.onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(e) => bind.onChange(e.target.value)} />
      )}
      <FieldMessage id={`${bind.id}-msg`} message={bind.error} />
    </div>
  );
}
