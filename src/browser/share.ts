// Share buttons ([data-share]): navigator.share with the page's title and canonical URL, else that URL to the clipboard
// and 'Link copied' in the live region beside the button. The words are the box's (data-copied, data-failed with
// {url}), in the page's language. Written for size: it counts against the static pages' 3 KB.
export function installShare(): void {
  const url = document.querySelector<HTMLLinkElement>('link[rel=canonical]')!.href;
  for (const box of document.querySelectorAll<HTMLElement>('[data-share]')) {
    const button = box.firstElementChild as HTMLButtonElement;
    const words = box.dataset;
    const say = (text = '') => (button.nextElementSibling!.textContent = text);
    button.hidden = false;
    button.onclick = () => {
      say();
      (navigator.share
        ? navigator.share({ title: document.title, url })
        : navigator.clipboard.writeText(url).then(() => say(words.copied))
      )
        // Closing the share sheet is not a failure; anything else leaves the link to copy by hand.
        .catch((e: Error) => e.name === 'AbortError' || say(words.failed?.replace('{url}', url)));
    };
  }
}
