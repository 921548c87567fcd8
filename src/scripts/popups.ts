// Which shell popup to open on this page view: the active notice first, the sponsor popup on a later view; each once a session.
export type Popup = 'notice' | 'sponsor';
export type PopupState = { hasNotice: boolean; hasSponsor: boolean; noticeSeen: boolean; sponsorSeen: boolean };

export const POPUP_KEYS = { notice: 'nsfl:notice-seen', sponsor: 'nsfl:sponsor-seen', auto: 'nsfl:auto-dialogs' } as const;

/** Pure rule (docs/decisions.md, Pages): never both on one view, the notice before the sponsor. */
export function pickPopup(s: PopupState): Popup | null {
  if (s.hasNotice && !s.noticeSeen) return 'notice';
  if (s.hasSponsor && !s.sponsorSeen) return 'sponsor';
  return null;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function mark(key: string): void {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused (private mode): the popup may show again on the next page, which is harmless.
  }
}

export function initPopups(): void {
  // Browser automation (other pages' tests) would be blocked by a modal on every fresh session; tests opt in.
  if (navigator.webdriver && read(POPUP_KEYS.auto) !== 'on') return;
  const dialogs = { notice: document.getElementById('notice-dialog'), sponsor: document.getElementById('sponsor-popup') };
  const which = pickPopup({
    hasNotice: dialogs.notice instanceof HTMLDialogElement,
    hasSponsor: dialogs.sponsor instanceof HTMLDialogElement,
    noticeSeen: read(POPUP_KEYS.notice) === '1',
    sponsorSeen: read(POPUP_KEYS.sponsor) === '1',
  });
  const dialog = which ? dialogs[which] : null;
  if (!which || !(dialog instanceof HTMLDialogElement)) return;
  mark(POPUP_KEYS[which]);
  dialog.querySelector('[data-popup-close]')?.addEventListener('click', () => dialog.close());
  // Opened on arrival, it had no opener to hand focus back to: focus would stay a frame on the hidden close button.
  dialog.addEventListener('close', () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && dialog.contains(active)) active.blur();
  });
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  dialog.showModal();
}
