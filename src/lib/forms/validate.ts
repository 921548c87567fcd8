// Browser-side checks of SPEC §5 with one wording for every form: required fields, e-mail shape, length, agreement.
// The rules give a problem (a value with a kind); its words are a language's (English here, as the SPEC has them;
// Nepali in src/i18n/texts/forms.ts, given to the islands by the page).
import { fill } from '../fill.ts';
import type { FieldErrors, FieldRule, FieldSpec, FieldValue, FormDefinition, FormRules, Values } from './types.ts';

// The WHATWG definition of a valid e-mail address (what <input type="email"> accepts), so our check and the browser's agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** What is wrong with one field's value. */
export type Problem = { kind: 'required' } | { kind: 'email' } | { kind: 'tooLong'; max: number } | { kind: 'agree' };

/** The words for each problem as templates: `{label}` is the field's label, `{max}` its length limit. */
export type ProblemTexts = { required: string; email: string; tooLong: string; agree: string };

// Plain constants rather than reads of PROBLEM_TEXTS, so a bundle that needs neither (an island) keeps neither.
const EMAIL_MESSAGE = 'Enter a valid e-mail address, such as name@example.com.';
const AGREE_MESSAGE = 'Please agree to the terms and conditions.';

/** SPEC §5's wording in English, as templates (the English pages' texts, src/i18n/texts/forms.ts). */
export const PROBLEM_TEXTS: ProblemTexts = {
  required: '{label} is required.',
  email: EMAIL_MESSAGE,
  tooLong: '{label} must be at most {max} characters.',
  agree: AGREE_MESSAGE,
};

/** The same, as messages. */
export const MESSAGES = {
  required: (label: string) => fill(PROBLEM_TEXTS.required, { label }),
  email: EMAIL_MESSAGE,
  tooLong: (label: string, max: number) => fill(PROBLEM_TEXTS.tooLong, { label, max }),
  agree: AGREE_MESSAGE,
} as const;

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

/** The English message for one field, or undefined when it is fine. */
export function validateField(spec: FieldSpec, value: FieldValue | undefined): string | undefined {
  const p = fieldProblem(spec, value);
  return p && problemText(p, spec.label, PROBLEM_TEXTS, spec.requiredMessage);
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

/** Every field's English message, in the form's field order. */
export function validateForm<V extends Values>(def: Pick<FormDefinition<V>, 'fields'>, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const name of Object.keys(def.fields) as Array<keyof V & string>) {
    const message = validateField(def.fields[name], values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The first wrong field in on-screen order: the one to move focus to. */
export function firstInvalid<V extends Values>(
  def: Pick<FormRules<V>, 'fields'>,
  errors: Partial<Record<keyof V & string, unknown>>,
): (keyof V & string) | undefined {
  return (Object.keys(def.fields) as Array<keyof V & string>).find((name) => errors[name] !== undefined);
}
