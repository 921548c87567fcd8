// Browser-side checks of SPEC §5 with one wording for every form: required fields, e-mail shape, length, agreement.
import type { FieldErrors, FieldSpec, FieldValue, FormDefinition, Values } from './types.ts';

// The WHATWG definition of a valid e-mail address (what <input type="email"> accepts), so our check and the browser's agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const MESSAGES = {
  required: (label: string) => `${label} is required.`,
  email: 'Enter a valid e-mail address, such as name@example.com.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  agree: 'Please agree to the terms and conditions.',
} as const;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Whether the field is shown as required: SPEC §5 has one that is marked but not enforced, and one the other way round. */
export function isMarked(spec: FieldSpec): boolean {
  return spec.marked ?? spec.required ?? false;
}

/** The message for one field, or undefined when it is fine. */
export function validateField(spec: FieldSpec, value: FieldValue | undefined): string | undefined {
  if (spec.kind === 'agree') return spec.required && value !== true ? MESSAGES.agree : undefined;
  const v = typeof value === 'string' ? value.trim() : '';
  if (v === '') return spec.required ? (spec.requiredMessage ?? MESSAGES.required(spec.label)) : undefined;
  if (spec.maxLength !== undefined && v.length > spec.maxLength) return MESSAGES.tooLong(spec.label, spec.maxLength);
  if (spec.kind === 'email' && !isEmail(v)) return MESSAGES.email;
  return undefined;
}

/** Every field's message, in the form's field order. */
export function validateForm<V extends Values>(def: Pick<FormDefinition<V>, 'fields'>, values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const name of Object.keys(def.fields) as Array<keyof V & string>) {
    const message = validateField(def.fields[name], values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The first wrong field in on-screen order: the one to move focus to. */
export function firstInvalid<V extends Values>(def: Pick<FormDefinition<V>, 'fields'>, errors: FieldErrors<V>): (keyof V & string) | undefined {
  return (Object.keys(def.fields) as Array<keyof V & string>).find((name) => errors[name] !== undefined);
}
