// Links from the CMS are shown only when they are http(s), mailto or tel: never javascript: or data:.
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"): strip them before judging.
  // eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
  const cleaned = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (cleaned === '') return null;
  try {
    const url = new URL(cleaned);
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
