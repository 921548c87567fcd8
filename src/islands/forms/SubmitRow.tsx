// The submit button with its busy label, and the failure message kept beside it until the next try.
// The line is not a live region: the toast region (polite) already announces the same words once.
import type { SubmitState } from '../../lib/forms/submission.ts';
import s from './forms.module.css';

type Props = { state: SubmitState; ready: boolean; idle: string; busy: string; messageId: string };

export function SubmitRow({ state, ready, idle, busy, messageId }: Props) {
  const sending = state.status === 'submitting';
  return (
    <div className={`${s.actions} ${s.wide}`}>
      <button type="submit" className={`btn ${s.submit}`} disabled={!ready || sending}>
        {sending ? busy : idle}
      </button>
      <p id={messageId} className={s.failure}>
        {state.status === 'failure' ? state.message : ''}
      </p>
    </div>
  );
}
