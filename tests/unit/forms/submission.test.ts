import { describe, expect, it } from 'vitest';
import { IDLE, canSubmit, failureMessage, submitReducer, type SubmitState } from '../../../src/lib/forms/submission.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';

const submitting: SubmitState = { status: 'submitting' };

describe('submission states (SPEC §4)', () => {
  it.each<[SubmitState, Parameters<typeof submitReducer>[1], SubmitState]>([
    [IDLE, { type: 'submit' }, submitting],
    [submitting, { type: 'submit' }, submitting],
    [submitting, { type: 'succeed', message: 'ok' }, { status: 'success', message: 'ok' }],
    [submitting, { type: 'fail', message: 'no' }, { status: 'failure', message: 'no' }],
    [{ status: 'failure', message: 'no' }, { type: 'submit' }, submitting],
    [{ status: 'success', message: 'ok' }, { type: 'submit' }, submitting],
    [IDLE, { type: 'succeed', message: 'late' }, IDLE],
    [IDLE, { type: 'fail', message: 'late' }, IDLE],
  ])('%j + %j → %j', (state, event, next) => {
    expect(submitReducer(state, event)).toEqual(next);
  });

  it('refuses a second submit while the first is on its way', () => {
    expect(canSubmit(IDLE)).toBe(true);
    expect(canSubmit(submitting)).toBe(false);
  });
});

describe('failure messages (SPEC §8)', () => {
  const http = (serverMessage?: string) => new ApiError('http', 'u', 'x', 400, serverMessage);

  it('shows the server’s message for contact and newsletter', () => {
    expect(failureMessage(http('Email already subscribed'), 'Error subscribing to newsletter', true)).toBe(
      'Email already subscribed',
    );
  });

  it('falls back when the server said nothing, or the failure was not an answer at all', () => {
    expect(failureMessage(http(), 'Error sending message', true)).toBe('Error sending message');
    expect(failureMessage(http('   '), 'Error sending message', true)).toBe('Error sending message');
    expect(failureMessage(new ApiError('timeout', 'u', 'slow'), 'Error sending message', true)).toBe(
      'Error sending message',
    );
    expect(failureMessage(new Error('boom'), 'Error sending message', true)).toBe('Error sending message');
  });

  it('always shows the fixed text for sponsor and registration', () => {
    expect(failureMessage(http('Email is invalid'), 'Failed to submit application', false)).toBe(
      'Failed to submit application',
    );
  });

  it('shortens a runaway server message', () => {
    const msg = failureMessage(http('x'.repeat(1000)), 'fallback', true);
    expect(msg.length).toBe(300);
    expect(msg.endsWith('…')).toBe(true);
  });
});
