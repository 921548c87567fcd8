// The shell popups: the notice first, the sponsor popup on a later page view, each once a session.
import { describe, expect, it } from 'vitest';
import { pickPopup, type PopupState } from '../../../src/scripts/popups.ts';

const s = (over: Partial<PopupState>): PopupState => ({ hasNotice: true, hasSponsor: true, noticeSeen: false, sponsorSeen: false, ...over });

describe('pickPopup', () => {
  it.each<[string, Partial<PopupState>, 'notice' | 'sponsor' | null]>([
    ['first view with both: the notice', {}, 'notice'],
    ['next view, notice seen: the sponsor popup', { noticeSeen: true }, 'sponsor'],
    ['both seen: nothing', { noticeSeen: true, sponsorSeen: true }, null],
    ['no active notice: the sponsor popup at once', { hasNotice: false }, 'sponsor'],
    ['no sponsor data: only the notice', { hasSponsor: false, noticeSeen: true }, null],
    ['nothing to show', { hasNotice: false, hasSponsor: false }, null],
  ])('%s', (_name, over, expected) => {
    expect(pickPopup(s(over))).toBe(expected);
  });
});
