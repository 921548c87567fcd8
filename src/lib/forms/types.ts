// Shapes shared by the four forms: a field's rule, a form's endpoint and body (what the islands ship), and its texts
// in one language (English here, beside the rules; every language in src/i18n/texts/forms.ts).
export type FieldValue = string | boolean;
export type Values = Record<string, FieldValue>;

/** A field's rule (SPEC §5), without words: the same in every language. */
export type FieldRule = {
  /** Checked before sending (SPEC §5). */
  required?: boolean;
  /** Shown as required (asterisk, required attribute); defaults to `required`. See docs/decisions/forms.md. */
  marked?: boolean;
  /** 'email' checks the address's shape; 'agree' is a checkbox that must be ticked when required. */
  kind?: 'text' | 'email' | 'agree';
  maxLength?: number;
};

/** A field's rule with its English label. */
export type FieldSpec = FieldRule & {
  label: string;
  /** Text to show when a required field is empty, instead of "{label} is required." */
  requiredMessage?: string;
};

type Fields<V extends Values, F> = { [K in keyof V & string]: F };

export type FieldErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

/** A form without its words: what an island needs to check, send and reset it. */
export type FormRules<V extends Values, B = unknown> = {
  /** Path under the API base, e.g. '/contacts' (SPEC §7). */
  endpoint: string;
  /** Every field in on-screen order: validation and focus follow this order. */
  fields: Fields<V, FieldRule>;
  initial: V;
  toBody(values: V): B;
  /** Contact and newsletter show the server's own message when it sent one (SPEC §8). */
  useServerMessage: boolean;
};

/** A form's words in one language: the field labels, the SPEC §8 messages and the button's two labels. */
export type FormTexts<V extends Values> = {
  labels: Fields<V, string>;
  /** A field's own text for when it is required and left empty, instead of the common one. */
  required?: Partial<Fields<V, string>>;
  success: string;
  failure: string;
  idle: string;
  busy: string;
};

/** A whole form in English, as the SPEC writes it. */
export type FormDefinition<V extends Values, B = unknown> = {
  endpoint: string;
  fields: Fields<V, FieldSpec>;
  initial: V;
  toBody(values: V): B;
  messages: {
    success: string;
    failure: string;
    /** Contact and newsletter show the server's own message when it sent one (SPEC §8). */
    useServerMessage: boolean;
  };
  buttons: { idle: string; busy: string };
};

/**
 * The rules with their English words. Pure, so a bundle that takes only the rules (an island) leaves the words out:
 * the island gets its words from the page, in the page's language.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withTexts<V extends Values, B>(rules: FormRules<V, B>, texts: FormTexts<V>): FormDefinition<V, B> {
  const fields = {} as Fields<V, FieldSpec>;
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
