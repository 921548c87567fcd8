// Browser-side checks of SPEC §5 with one wording for every form: required fields, e-mail shape, length, agreement.
// The rules give a problem (a value with a kind); its words are the page's language's (src/i18n/texts/forms.ts,
// `form.problems`: English as the SPEC has them, and Nepali), given to the islands by the page.
import { fill } from '../fill.ts';
import type { FieldRule, FieldValue, FormRules, Values } from './types.ts';

// The WHATWG definition of a valid e-mail address (what <input type="email"> accepts), so our check and the browser's agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What is wrong with one field's value. */
export type Problem = { kind: 'required' } | { kind: 'email' } | { kind: 'tooLong'; max: number } | { kind: 'agree' };

/** The words for each problem as templates: `{label}` is the field's label, `{max}` its length limit. */
export type ProblemTexts = { required: string; email: string; tooLong: string; agree: string };

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Whether the field is shown as required: SPEC §5 has one that is marked but not enforced, and one the other way round. */
export function isMarked(spec: FieldRule): boolean {
  return spec.marked ?? spec.required ?? false;
}

/** The problem with one field's value, or undefined when it is fine. */
export function fieldProblem(spec: FieldRule, value: FieldValue | undefined): Problem | undefined {
  if (spec.kind === 'agree') return spec.required && value !== true ? { kind: 'agree' } : undefined;
  const v = typeof value === 'string' ? value.trim() : '';
  if (v === '') return spec.required ? { kind: 'required' } : undefined;
  if (spec.maxLength !== undefined && v.length > spec.maxLength) return { kind: 'tooLong', max: spec.maxLength };
  if (spec.kind === 'email' && !isEmail(v)) return { kind: 'email' };
  return undefined;
}

/**
 * A problem in words. `own`: the field's own text for an empty required field; `number` writes the length limit in
 * the page's digits.
 */
export function problemText(
  p: Problem,
  label: string,
  texts: ProblemTexts,
  own?: string,
  number: (n: number) => string = String,
): string {
  switch (p.kind) {
    case 'required':
      return own ?? fill(texts.required, { label });
    case 'email':
      return texts.email;
    case 'tooLong':
      return fill(texts.tooLong, { label, max: number(p.max) });
    case 'agree':
      return texts.agree;
  }
}

/** Every field's problem, in the form's field order. */
export function formProblems<V extends Values>(
  rules: Pick<FormRules<V>, 'fields'>,
  values: V,
): Partial<Record<keyof V & string, Problem>> {
  const found: Partial<Record<keyof V & string, Problem>> = {};
  for (const name of Object.keys(rules.fields) as Array<keyof V & string>) {
    const p = fieldProblem(rules.fields[name], values[name]);
    if (p) found[name] = p;
  }
  return found;
}

/** The first wrong field in on-screen order: the one to move focus to. */
export function firstInvalid<V extends Values>(
  def: Pick<FormRules<V>, 'fields'>,
  errors: Partial<Record<keyof V & string, unknown>>,
): (keyof V & string) | undefined {
  return (Object.keys(def.fields) as Array<keyof V & string>).find((name) => errors[name] !== undefined);
}
