// What the hostile walk looks for on each page: dialogs (a script from content ran), page errors, CSP violations,
// inline handlers or scripts carrying content, unsafe link and frame targets, broken images, and leaked raw values.
import type { Page } from '@playwright/test';

export type Watch = { problems: string[] };

/** Listens for the events that mean something ran or broke; call before the first navigation. */
export async function watch(page: Page): Promise<Watch> {
  const w: Watch = { problems: [] };
  page.on('dialog', (d) => {
    w.problems.push(`${page.url()}: a ${d.type()} dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  page.on('pageerror', (e) => w.problems.push(`${page.url()}: page error: ${e.message}`));
  page.on('console', (m) => {
    // A failed image load is judged by the broken-image check below (the SPEC's fallback must have replaced it).
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      w.problems.push(`${page.url()}: console error: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return w;
}

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;

/** Loads every image now (lazy ones too), waits until each has loaded or fallen back, then inspects the DOM. */
export async function audit(page: Page): Promise<string[]> {
  // A page with islands draws more images once they have hydrated and their data has come (the booking screen's team
  // logos): the checks below would otherwise see images that do not exist yet, or have only just been added.
  if (await page.locator('astro-island').count()) await page.waitForLoadState('networkidle');
  await page.evaluate(() =>
    document.querySelectorAll('img[loading="lazy"]').forEach((i) => i.setAttribute('loading', 'eager')),
  );
  await page.waitForFunction(() =>
    [...document.images].every((i) => i.complete && (i.naturalWidth > 0 || !i.dataset.fallback || i.dataset.fellBack)),
  );
  // An image that failed waits for its fallback to load.
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const found = await page.evaluate((safe) => {
    const out: string[] = [];
    const safeLink = new RegExp(safe, 'i');
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.getAttributeNames())
        if (/^on/i.test(a)) out.push(`<${el.localName}> carries an inline handler ${a}`);
    }
    for (const s of document.scripts) {
      // JSON-LD is data (never run): it may quote CMS text, but it must parse.
      if (s.type === 'application/ld+json') {
        try {
          JSON.parse(s.textContent ?? '');
        } catch {
          out.push(`a JSON-LD block that does not parse: ${(s.textContent ?? '').slice(0, 80)}`);
        }
      } else if (/alert\(|xss/i.test(s.textContent ?? ''))
        out.push(`a script carries content: ${(s.textContent ?? '').slice(0, 80)}`);
    }
    for (const a of document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
      // webcal: only for our own calendar feeds (the Subscribe links), never anywhere else.
      const ownFeed =
        a.protocol === 'webcal:' && a.host === location.host && /^(\/ne)?\/calendar\/.+\.ics$/.test(a.pathname);
      if (!safeLink.test(a.href) && !ownFeed) out.push(`a link to ${a.getAttribute('href')?.slice(0, 80)}`);
    }
    for (const el of document.querySelectorAll('iframe, object, embed, frame, base, meta[http-equiv="refresh"]'))
      out.push(`an unexpected <${el.localName}>`);
    for (const f of document.querySelectorAll<HTMLFormElement>('form[action]'))
      if (!/^https?:/i.test(f.action)) out.push(`a form posting to ${f.action}`);
    for (const img of document.images) {
      if (img.naturalWidth === 0) out.push(`a broken image ${img.currentSrc || img.src}`);
      else if (!/^https?:/i.test(img.currentSrc)) out.push(`an image from ${img.currentSrc.slice(0, 60)}`);
    }
    const text = document.body.innerText;
    for (const raw of ['undefined', 'NaN', '[object Object]', 'Invalid Date', 'null'])
      if (new RegExp(`(^|\\W)${raw.replace(/[[\]]/g, '\\$&')}(\\W|$)`).test(text)) out.push(`the text shows "${raw}"`);
    if (!document.querySelector('h1')) out.push('no h1');
    out.push(...((window as unknown as { __csp?: string[] }).__csp ?? []).map((v) => `CSP violation: ${v}`));
    return out;
  }, SAFE_LINK.source);
  return found.map((p) => `${new URL(page.url()).pathname}: ${p}`);
}
