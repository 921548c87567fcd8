// Toasts (SPEC §2): messages top-right in the polite live region #toasts, each closing itself after 5 seconds.
// The close button's label is the page's (#toasts' data-close-label, rendered in Nepali on Nepali pages: Toasts.astro).
export type ToastKind = 'success' | 'error' | 'info';
export const TOAST_MS = 5000;
const CLOSE_LABEL = 'Dismiss notification';

function region(): HTMLElement {
  const found = document.getElementById('toasts');
  if (found) return found;
  // Pages outside the shell still get a region, so islands can call showToast anywhere.
  const el = document.createElement('div');
  el.id = 'toasts';
  el.className = 'toasts';
  el.setAttribute('aria-live', 'polite');
  document.body.append(el);
  return el;
}

export function showToast(message: string, kind: ToastKind = 'info'): void {
  if (typeof document === 'undefined') return;
  const toast = document.createElement('div');
  toast.className = `toast toast--${kind}`;
  toast.dataset.kind = kind;
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  const box = region();
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', box.dataset.closeLabel || CLOSE_LABEL);
  close.textContent = '×';
  const remove = () => toast.remove();
  close.addEventListener('click', remove);
  toast.append(text, close);
  box.append(toast);
  setTimeout(remove, TOAST_MS);
}
