// Sends one form body with the SPEC §4 states; a ref guard makes a double click send exactly one request.
import { useCallback, useReducer, useRef } from 'react';
import { postJson } from '../../lib/api/client.ts';
import { IDLE, failureMessage, submitReducer } from '../../lib/forms/submission.ts';
import type { FormDefinition, Values } from '../../lib/forms/types.ts';
import { showToast } from '../../scripts/toast.ts';

type Options = { endpoint: string; messages: FormDefinition<Values>['messages'] };

export function useSubmit({ endpoint, messages }: Options) {
  const [state, dispatch] = useReducer(submitReducer, IDLE);
  // React state updates only after the event: the ref is what stops a second click in the same frame.
  const busy = useRef(false);

  /** Posts the body, or pretends to when it is null (a bot filled the honeypot). True on success. */
  const send = useCallback(
    async (body: unknown): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      dispatch({ type: 'submit' });
      try {
        if (body !== null) await postJson(endpoint, body);
        dispatch({ type: 'succeed', message: messages.success });
        showToast(messages.success, 'success');
        return true;
      } catch (e) {
        const message = failureMessage(e, messages.failure, messages.useServerMessage);
        dispatch({ type: 'fail', message });
        showToast(message, 'error');
        return false;
      } finally {
        busy.current = false;
      }
    },
    [endpoint, messages],
  );

  return { state, send };
}
