// Share buttons ([data-share]): navigator.share with the page's title and canonical URL, else that URL to the clipboard
// and 'Link copied' in the live region beside the button. Written for size: it counts against the static pages' 3 KB.
export function installShare(): void {
  const url = document.querySelector<HTMLLinkElement>('link[rel=canonical]')!.href;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-share] button')) {
    const say = (text: string) => (button.nextElementSibling!.textContent = text);
    button.hidden = false;
    button.onclick = () => {
      say('');
      (navigator.share ? navigator.share({ title: document.title, url }) : navigator.clipboard.writeText(url).then(() => say('Link copied')))
        // Closing the share sheet is not a failure; anything else leaves the link to copy by hand.
        .catch((e: Error) => e.name === 'AbortError' || say(`Could not share. The link is ${url}`));
    };
  }
}
