// Sends one form body with the SPEC §4 states; a ref guard makes a double click send exactly one request.
import { useCallback, useReducer, useRef } from 'react';
import { postJson } from '../../lib/api/client.ts';
import { IDLE, failureText, submitReducer, type FailureTexts } from '../../lib/forms/submission.ts';
import type { FormRules, Values } from '../../lib/forms/types.ts';
import { showToast } from '../../browser/toast.ts';

type Rules = Pick<FormRules<Values>, 'endpoint' | 'useServerMessage'>;

/** `t`: the SPEC §8 messages in the page's language. */
export function useSubmit({ endpoint, useServerMessage }: Rules, t: FailureTexts & { success: string }) {
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
        dispatch({ type: 'succeed', message: t.success });
        showToast(t.success, 'success');
        return true;
      } catch (e) {
        const message = failureText(e, t, useServerMessage);
        dispatch({ type: 'fail', message });
        showToast(message, 'error');
        return false;
      } finally {
        busy.current = false;
      }
    },
    [endpoint, useServerMessage, t],
  );

  return { state, send };
}
