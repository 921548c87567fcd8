// The submission states of SPEC §4 as a pure reducer: idle → submitting → success (reset) or failure (values kept).
import { fill } from '../fill.ts';
import { isApiError } from '../api/errors.ts';

export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; message: string }
  | { status: 'failure'; message: string };

export type SubmitEvent = { type: 'submit' } | { type: 'succeed'; message: string } | { type: 'fail'; message: string };

export const IDLE: SubmitState = { status: 'idle' };

/** A second submit while one is on its way changes nothing: one click, one request. */
export function canSubmit(state: SubmitState): boolean {
  return state.status !== 'submitting';
}

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'submit':
      return canSubmit(state) ? { status: 'submitting' } : state;
    case 'succeed':
      return state.status === 'submitting' ? { status: 'success', message: event.message } : state;
    case 'fail':
      return state.status === 'submitting' ? { status: 'failure', message: event.message } : state;
  }
}

// A server message is shown as text, but a runaway one should not fill the screen.
const MAX_SERVER_MESSAGE = 300;

/** SPEC §8: contact and newsletter show the server's message when there is one; the others always their fallback. */
export function failureMessage(error: unknown, fallback: string, useServerMessage: boolean): string {
  if (!useServerMessage || !isApiError(error)) return fallback;
  const msg = error.serverMessage?.trim();
  if (!msg) return fallback;
  return msg.length > MAX_SERVER_MESSAGE ? `${msg.slice(0, MAX_SERVER_MESSAGE - 1)}…` : msg;
}

/** The fields a refused write names: Payload's validation answer, `{errors: [{data: {errors: [{path}]}}]}`. */
export function refusedFields(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const body = error.body as { errors?: Array<{ data?: { errors?: Array<{ path?: unknown } | null> } } | null> } | null;
  const list = Array.isArray(body?.errors) ? body.errors[0]?.data?.errors : undefined;
  return Array.isArray(list) ? list.map((e) => e?.path).filter((p): p is string => typeof p === 'string') : [];
}

/** A form's failure words in the page's language (src/i18n/texts/forms.ts). */
export type FailureTexts = {
  failure: string;
  /** '{fields}' names what the server refused; empty where the server's own words are shown (English, SPEC §8). */
  refused: string;
  labels: Readonly<Record<string, string>>;
};

/**
 * The failure text in the page's language. The server writes English: English pages show its message as SPEC §8 says;
 * a page in another language never shows its words, but names the fields it refused with the page's labels (contact
 * and newsletter, which show the server's message), or else its fixed failure text.
 */
export function failureText(error: unknown, t: FailureTexts, useServerMessage: boolean): string {
  if (!t.refused) return failureMessage(error, t.failure, useServerMessage);
  const names = useServerMessage ? refusedFields(error).flatMap((f) => t.labels[f] ?? []) : [];
  return names.length ? fill(t.refused, { fields: names.join(', ') }) : t.failure;
}
