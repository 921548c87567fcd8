// Opens the highlight <dialog>: builds the youtube-nocookie iframe on open, drops it on close, returns focus to the opener.
const VIDEO_ID = /^[\w-]{11}$/;

/** With Save-Data the player loads on the tap but waits for a second tap on its own play button (no autoplay). */
export function embedUrl(videoId: string, autoplay = true): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=${autoplay ? 1 : 0}&rel=0`;
}

export function initHighlightViewer(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-highlight-viewer]');
  const frame = dialog?.querySelector<HTMLElement>('[data-highlight-frame]');
  const heading = dialog?.querySelector<HTMLElement>('[data-highlight-title]');
  if (!dialog || !frame || !heading || dialog.dataset.ready) return;
  dialog.dataset.ready = 'true';
  let opener: HTMLElement | null = null;

  document.addEventListener('click', (e) => {
    const trigger = (e.target as Element | null)?.closest<HTMLElement>('[data-highlight-open]');
    const id = trigger?.dataset.videoId ?? '';
    if (!trigger || !VIDEO_ID.test(id)) return;
    e.preventDefault();
    opener = trigger;
    const title = trigger.dataset.title || dialog.dataset.fallbackTitle || '';
    heading.textContent = title;
    const iframe = document.createElement('iframe');
    // A CMS title as written on a Nepali page is English (the trigger says so); otherwise the page's language.
    heading.lang = iframe.lang = (trigger.dataset.title && trigger.dataset.titleLang) || document.documentElement.lang;
    // Save-Data (HeadScript.astro marks <html data-save-data>); read here, not through save-data.ts, which would become a chunk.
    iframe.src = embedUrl(id, document.documentElement.dataset.saveData === undefined);
    iframe.title = title;
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.allowFullscreen = true;
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    frame.replaceChildren(iframe);
    dialog.showModal();
  });

  dialog.querySelector('[data-highlight-close]')?.addEventListener('click', () => dialog.close());
  // The dialog has no padding and its children fill it, so a click whose target is the <dialog> itself is on the backdrop.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    frame.replaceChildren();
    opener?.focus();
    opener = null;
  });
}
