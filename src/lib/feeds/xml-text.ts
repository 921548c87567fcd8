// Text for XML 1.0 documents: the five special characters escaped, characters XML cannot hold at all removed.

/** Characters outside XML 1.0's Char production: C0 controls but tab/LF/CR, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters XML forbids are what this pattern removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function xmlText(s: string): string {
  return s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
