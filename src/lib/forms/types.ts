// Shapes shared by the four forms: a field's rule and label, and a form's endpoint, body and SPEC §8 messages.
export type FieldValue = string | boolean;
export type Values = Record<string, FieldValue>;

export type FieldSpec = {
  label: string;
  /** Checked before sending (SPEC §5). */
  required?: boolean;
  /** Shown as required (asterisk, required attribute); defaults to `required`. See docs/decisions.md, Forms. */
  marked?: boolean;
  /** Text to show when a required field is empty, instead of "{label} is required." */
  requiredMessage?: string;
  /** 'email' checks the address's shape; 'agree' is a checkbox that must be ticked when required. */
  kind?: 'text' | 'email' | 'agree';
  maxLength?: number;
};

export type FieldErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

export type FormDefinition<V extends Values, B = unknown> = {
  /** Path under the API base, e.g. '/contacts' (SPEC §7). */
  endpoint: string;
  /** Every field in on-screen order: validation and focus follow this order. */
  fields: { [K in keyof V & string]: FieldSpec };
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
