// The Bikram Sambat date beside a Gregorian one in an island (docs/decisions/dates.md):
// nothing when the date is missing or outside the table, so the island never shows an empty line or a guess.
// `words`: the page's (src/i18n/page.ts wordsFor): null or absent in English ('7 Mangsir 2083'), Nepali's on Nepali
// pages (the BS month in Devanagari, Devanagari digits).
import { localBs, type LocalWords } from '../../lib/format/local.ts';

type Props = { value: string | null | undefined; short?: boolean; dot?: boolean; words?: LocalWords | null };

export function BsDate({ value, short = false, dot = false, words = null }: Props) {
  const text = localBs(value, words, !short);
  if (!text) return null;
  return (
    <>
      {dot && <span aria-hidden="true"> · </span>}
      <span data-bs="">{text}</span>
    </>
  );
}
