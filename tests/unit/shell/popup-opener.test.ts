// The shell popups: the notice first, the sponsor popup on a later page view, each once a session, never both. The
// inline script itself runs here, in a fresh context with a fake page: what it does is what the browser gets.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { POPUP_KEYS, POPUP_OPENER } from '../../../src/browser/popup-opener.ts';

type FakeDialog = {
  opened: boolean;
  closed: boolean;
  showModal: () => void;
  close: () => void;
  listeners: Record<string, (e: { target: unknown }) => void>;
  addEventListener: (t: string, f: (e: { target: unknown }) => void) => void;
  querySelector: () => { addEventListener: (t: string, f: () => void) => void; click?: () => void };
  contains: () => boolean;
};

function dialog(): FakeDialog {
  const button: { addEventListener: (t: string, f: () => void) => void; click?: () => void } = {
    addEventListener: (_t, f) => {
      button.click = f;
    },
  };
  const d: FakeDialog = {
    opened: false,
    closed: false,
    listeners: {},
    showModal: () => {
      d.opened = true;
    },
    close: () => {
      d.closed = true;
    },
    addEventListener: (t, f) => {
      d.listeners[t] = f;
    },
    querySelector: () => button,
    contains: () => false,
  };
  return d;
}

type Page = {
  notice?: boolean;
  sponsor?: boolean;
  seen?: Partial<Record<'notice' | 'sponsor', boolean>>;
  webdriver?: boolean;
  optIn?: boolean;
  storage?: 'blocked';
};

function run(page: Page) {
  const dialogs = {
    'notice-dialog': page.notice === false ? null : dialog(),
    'sponsor-popup': page.sponsor === false ? null : dialog(),
  };
  const store = new Map<string, string>();
  if (page.seen?.notice) store.set(POPUP_KEYS.notice, '1');
  if (page.seen?.sponsor) store.set(POPUP_KEYS.sponsor, '1');
  if (page.optIn) store.set(POPUP_KEYS.auto, 'on');
  const sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  const context = {
    document: { getElementById: (id: keyof typeof dialogs) => dialogs[id], activeElement: null },
    navigator: { webdriver: page.webdriver ?? false },
    get sessionStorage() {
      if (page.storage === 'blocked') throw new Error('SecurityError');
      return sessionStorage;
    },
  };
  runInNewContext(POPUP_OPENER, context);
  const shown = Object.entries(dialogs)
    .filter(([, d]) => d?.opened)
    .map(([id]) => id);
  return { shown, store, dialogs };
}

describe('the popup opener', () => {
  it.each<[string, Page, string[]]>([
    ['first view with both: the notice', {}, ['notice-dialog']],
    ['next view, notice seen: the sponsor popup', { seen: { notice: true } }, ['sponsor-popup']],
    ['both seen: nothing', { seen: { notice: true, sponsor: true } }, []],
    ['no active notice: the sponsor popup at once', { notice: false }, ['sponsor-popup']],
    ['no sponsor data: only the notice, once', { sponsor: false, seen: { notice: true } }, []],
    ['nothing to show', { notice: false, sponsor: false }, []],
    ['browser automation: nothing unless opted in', { webdriver: true }, []],
    ['browser automation that opted in: the notice', { webdriver: true, optIn: true }, ['notice-dialog']],
    ['storage refused: the notice, unrecorded', { storage: 'blocked' }, ['notice-dialog']],
  ])('%s', (_name, page, shown) => {
    expect(run(page).shown).toEqual(shown);
  });

  it('records the popup shown, and closes it by its button and by the backdrop', () => {
    const { store, dialogs } = run({});
    expect(store.get(POPUP_KEYS.notice)).toBe('1');
    expect(store.has(POPUP_KEYS.sponsor)).toBe(false);
    const notice = dialogs['notice-dialog']!;
    notice.querySelector().click!();
    expect(notice.closed).toBe(true);
    notice.closed = false;
    notice.listeners.click!({ target: {} });
    expect(notice.closed).toBe(false);
    notice.listeners.click!({ target: notice });
    expect(notice.closed).toBe(true);
  });
});
