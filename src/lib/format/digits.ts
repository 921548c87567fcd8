// Devanagari digits, in a module of its own with no imports: whoever only writes numbers takes these few bytes.
const DEVANAGARI_ZERO = 0x0966;

/** ASCII digits as Devanagari digits (०–९); other characters unchanged. */
export function devanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}
