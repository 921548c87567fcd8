// The four forms as an English page has them: their rules (src/lib/forms) with the English words of
// src/i18n/texts/forms.ts, and the English message for a field, as the island composes it (fieldProblem, problemText).
import { formsText } from '../../../src/i18n/texts/forms.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { contactRules } from '../../../src/lib/forms/contact.ts';
import { newsletterRules } from '../../../src/lib/forms/newsletter.ts';
import { registrationRules } from '../../../src/lib/forms/registration.ts';
import { sponsorRules } from '../../../src/lib/forms/sponsor.ts';
import type { FieldRule, FieldValue, FormRules, FormTexts, Values } from '../../../src/lib/forms/types.ts';
import { fieldProblem, problemText } from '../../../src/lib/forms/validate.ts';

/** A field's rule with its English label (and its own text for when it is left empty). */
export type FieldSpec = FieldRule & { label: string; requiredMessage?: string };

export type EnglishForm<V extends Values, B = unknown> = {
  endpoint: string;
  fields: { [K in keyof V & string]: FieldSpec };
  initial: V;
  toBody(values: V): B;
  messages: { success: string; failure: string; useServerMessage: boolean };
  buttons: { idle: string; busy: string };
};

function english<V extends Values, B>(rules: FormRules<V, B>, texts: FormTexts<V>): EnglishForm<V, B> {
  const fields = {} as EnglishForm<V, B>['fields'];
  for (const name of Object.keys(rules.fields) as Array<keyof V & string>) {
    const own = texts.required?.[name];
    fields[name] = {
      ...rules.fields[name],
      label: texts.labels[name],
      ...(own === undefined ? {} : { requiredMessage: own }),
    };
  }
  return {
    endpoint: rules.endpoint,
    fields,
    initial: rules.initial,
    toBody: rules.toBody,
    messages: { success: texts.success, failure: texts.failure, useServerMessage: rules.useServerMessage },
    buttons: { idle: texts.idle, busy: texts.busy },
  };
}

const en = formsText.en;
export const contactForm = english(contactRules, en.contact);
export const newsletterForm = english(newsletterRules, en.newsletter);
export const sponsorForm = english(sponsorRules, en.sponsor);
export const registrationForm = english(registrationRules, en.registration);

/** SPEC §5's English problems, as the English pages say them. */
export const PROBLEM_TEXTS = en.form.problems;
export const MESSAGES = {
  required: (label: string) => fill(PROBLEM_TEXTS.required, { label }),
  email: PROBLEM_TEXTS.email,
  tooLong: (label: string, max: number) => fill(PROBLEM_TEXTS.tooLong, { label, max }),
  agree: PROBLEM_TEXTS.agree,
} as const;

/** The English message for one field, or undefined when it is fine. */
export function validateField(spec: FieldSpec, value: FieldValue | undefined): string | undefined {
  const p = fieldProblem(spec, value);
  return p && problemText(p, spec.label, PROBLEM_TEXTS, spec.requiredMessage);
}

/** Every field's English message, in the form's field order. */
export function validateForm<V extends Values>(
  form: Pick<EnglishForm<V>, 'fields'>,
  values: V,
): Partial<Record<keyof V & string, string>> {
  const errors: Partial<Record<keyof V & string, string>> = {};
  for (const name of Object.keys(form.fields) as Array<keyof V & string>) {
    const message = validateField(form.fields[name], values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}
