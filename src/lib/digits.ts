// Digits in the page's language, in a module of its own with no imports: an island that only writes numbers (a form's
// limits) takes these few bytes, not the date code of local-format.ts and what that imports (issue 17).
import type { LocalWords } from './local-format.ts';

const DEVANAGARI_ZERO = 0x0966;

/** ASCII digits as Devanagari digits (०–९); other characters unchanged. */
export function devanagariDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}

/** A number as the language writes it: Devanagari digits with words given, the number as it is without. */
export function localNumber(n: number | string, words?: LocalWords | null): string {
  return words ? devanagariDigits(n) : String(n);
}

