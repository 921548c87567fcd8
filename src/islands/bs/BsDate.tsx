// The Bikram Sambat date beside a Gregorian one in an island (docs/decisions.md, "Issue 10: Bikram Sambat dates"):
// nothing when the date is missing or outside the table, so the island never shows an empty line or a guess.
import { formatBs } from '../../lib/format.ts';

type Props = { value: string | null | undefined; short?: boolean; dot?: boolean };

export function BsDate({ value, short = false, dot = false }: Props) {
  const text = formatBs(value, !short);
  if (!text) return null;
  return <>{dot && <span aria-hidden="true"> · </span>}<span data-bs="">{text}</span></>;
}
