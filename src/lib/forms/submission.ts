// The submission states of SPEC §4 as a pure reducer: idle → submitting → success (reset) or failure (values kept).
import { isApiError } from '../api/errors.ts';

export type SubmitState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; message: string }
  | { status: 'failure'; message: string };

export type SubmitEvent =
  | { type: 'submit' }
  | { type: 'succeed'; message: string }
  | { type: 'fail'; message: string };

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
