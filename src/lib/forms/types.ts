// Shapes shared by the four forms: a field's rule, a form's endpoint and body (what the islands ship), and the shape
// of its texts in one language (the texts themselves, English and Nepali, are in src/i18n/texts/forms.ts).
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

type Fields<V extends Values, F> = { [K in keyof V & string]: F };

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
