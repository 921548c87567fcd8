// Broken images fall back to default images (SPEC §2): an <img data-fallback="/images/…"> that fails gets that src, once.
function swap(img: HTMLImageElement): void {
  const fallback = img.dataset.fallback;
  if (!fallback || img.dataset.fellBack || img.getAttribute('src') === fallback) return;
  img.dataset.fellBack = 'true';
  img.removeAttribute('srcset');
  img.src = fallback;
}

export function installImgFallback(): void {
  // 'error' does not bubble: listen in the capture phase to see every image's failure.
  document.addEventListener(
    'error',
    (e) => {
      if (e.target instanceof HTMLImageElement) swap(e.target);
    },
    true,
  );
  // Module scripts run after parsing: images that already failed before this listener existed are caught here.
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) swap(img);
  }
}
