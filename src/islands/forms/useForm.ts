// One form's typed values, field messages and submit handler: validate, focus the first wrong field, then send.
// The words are the page's (props, src/i18n/texts/forms.ts); the rules are the same in every language.
import { useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { HONEYPOT_NAME, isBot } from '../../lib/forms/honeypot.ts';
import {
  fieldProblem,
  firstInvalid,
  formProblems,
  isMarked,
  problemText,
  type Problem,
  type ProblemTexts,
} from '../../lib/forms/validate.ts';
import type { FormRules, FormTexts, Values } from '../../lib/forms/types.ts';
import { typedValues } from './typedValues.ts';
import { useSubmit } from './useSubmit.ts';

type Key<V> = keyof V & string;
type KeysOf<V, T> = { [K in Key<V>]: V[K] extends T ? K : never }[Key<V>];

/** A form's words in the page's language: its own, and those every form shares (`digits`: 0 to 9 as it writes them). */
export type FormWords<V extends Values> = FormTexts<V> & { problems: ProblemTexts; refused: string; digits: string };

/** What a field component needs: ids, label, rule attributes, value, message and a change handler. */
export type Bind<T> = {
  id: string;
  name: string;
  label: string;
  marked: boolean;
  maxLength: number | undefined;
  value: T;
  error: string | undefined;
  onChange(value: T): void;
};

export function useForm<V extends Values, B>(def: FormRules<V, B>, t: FormWords<V>) {
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(def.initial);
  const [problems, setProblems] = useState<Partial<Record<Key<V>, Problem>>>({});
  const [trap, setTrap] = useState('');
  // The button stays disabled until React owns the form, so a click before hydration cannot submit it natively.
  const [ready, setReady] = useState(false);
  // On hydration the state takes over what was typed before the script arrived (before the first re-render could
  // wipe it); no message is shown for it until the visitor sends.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (form) {
      const { [HONEYPOT_NAME]: typedTrap, ...typed } = typedValues(form, [...Object.keys(def.fields), HONEYPOT_NAME]);
      setValues((prev) => ({ ...prev, ...(typed as Partial<V>) }));
      if (typeof typedTrap === 'string') setTrap(typedTrap);
    }
    setReady(true);
  }, []); // once, on hydration: later changes arrive through onChange
  const { state, send } = useSubmit(def, t);

  // The digits come with the texts rather than from format/local.ts, whose date code would come along with them.
  const number = (n: number) => String(n).replace(/[0-9]/g, (d) => t.digits[Number(d)] ?? d);

  function change<K extends Key<V>>(name: K, value: V[K]) {
    setValues((prev) => ({ ...prev, [name]: value }));
    // A shown message follows the typing, so it disappears as soon as the field is right.
    setProblems((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      const problem = fieldProblem(def.fields[name], value);
      if (problem) next[name] = problem;
      else delete next[name];
      return next;
    });
  }

  function bind<K extends Key<V>>(name: K): Bind<V[K]> {
    const problem = problems[name];
    const label = t.labels[name];
    return {
      id: `${uid}-${name}`,
      name,
      label,
      marked: isMarked(def.fields[name]),
      maxLength: def.fields[name].maxLength,
      value: values[name],
      error: problem && problemText(problem, label, t.problems, t.required?.[name], number),
      onChange: (value) => change(name, value),
    };
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = formProblems(def, values);
    setProblems(found);
    const first = firstInvalid(def, found);
    if (first) {
      const el = formRef.current?.elements.namedItem(first);
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    const ok = await send(isBot(trap) ? null : def.toBody(values));
    if (ok) {
      setValues(def.initial);
      setTrap('');
    }
  }

  return {
    formProps: { ref: formRef, onSubmit, noValidate: true },
    text: (name: KeysOf<V, string>) => bind(name) as Bind<string>,
    check: (name: KeysOf<V, boolean>) => bind(name) as Bind<boolean>,
    trap: { id: `${uid}-trap`, value: trap, onChange: setTrap },
    number,
    state,
    ready,
  };
}
