// Bikram Sambat (BS) dates from Nepal calendar days, by a table of month lengths: BS months have no formula, the
// calendar committee sets them year by year (docs/decisions/dates.md).
export type BsDate = { year: number; month: number; day: number };

const DAY_MS = 86_400_000;
/** The table's first year, and the Gregorian day of its 1 Baisakh (1 Baisakh 2063 = 14 April 2006). */
export const FIRST_BS_YEAR = 2063;
// Date.UTC(2006, 3, 14) / DAY_MS, written as the number: a call at the top of a module makes the bundler keep the module
// as one with side effects, loaded wherever anything imports it (tests/unit/bs/calendar.test.ts checks the number).
export const FIRST_DAY = 13252;

// Each BS year's 12 month lengths (Baisakh … Chaitra) minus 29, one digit a month. It stops at 2083: the committee
// has not published later years and the libraries' guesses for them disagree (decisions, as above).
export const MONTH_LENGTHS =
  '223222101011' + // 2063
  '223321101011' + // 2064
  '232321110012' + // 2065
  '222322011002' + // 2066
  '223222101011' + // 2067
  '223321101011' + // 2068
  '232321110012' + // 2069
  '222322011011' + // 2070
  '223222101011' + // 2071
  '232321101011' + // 2072
  '232321110012' + // 2073
  '222322101011' + // 2074
  '223222101011' + // 2075
  '232321110011' + // 2076
  '232321110102' + // 2077
  '222322101011' + // 2078
  '223222101011' + // 2079
  '232321110011' + // 2080
  '232321110102' + // 2081
  '223222101011' + // 2082
  '223222101011'; // 2083

/** The last year the table holds (the tests check it against the table's length). */
export const LAST_BS_YEAR = 2083;

/** The BS date of a Gregorian calendar day 'yyyy-MM-dd' (a Nepal day), or null outside the table: never a guess. */
export function toBs(day: string): BsDate | null {
  // Whole days after the anchor (a 'yyyy-MM-dd' parses to UTC midnight); NaN or a day before it ends the loop at once.
  let left = Date.parse(day) / DAY_MS - FIRST_DAY;
  for (let i = 0; left >= 0 && i < MONTH_LENGTHS.length; i++) {
    const length = 29 + Number(MONTH_LENGTHS[i]);
    if (left < length) return { year: FIRST_BS_YEAR + Math.floor(i / 12), month: (i % 12) + 1, day: left + 1 };
    left -= length;
  }
  return null;
}

/** The last Gregorian day 'yyyy-MM-dd' the table covers: the last day of Chaitra of LAST_BS_YEAR. */
export function lastTableDay(): string {
  let days = 0;
  for (const c of MONTH_LENGTHS) days += 29 + Number(c);
  return new Date((FIRST_DAY + days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** How many days before the table's end a build starts to warn: time to add next year's row (docs/maintenance.md). */
export const TABLE_WARNING_DAYS = 120;

/**
 * The build's warning when the table ends within TABLE_WARNING_DAYS of `today` (a Nepal day 'yyyy-MM-dd'), or null.
 * After the end no BS date is shown at all, so the warning names what is missing and where to add it.
 */
export function tableEndWarning(today: string, last = lastTableDay()): string | null {
  const left = Math.round((Date.parse(last) - Date.parse(today)) / DAY_MS);
  if (!Number.isFinite(left) || left > TABLE_WARNING_DAYS) return null;
  const when = left < 0 ? `ended ${-left} days ago (${last})` : `ends in ${left} days (${last})`;
  return `The Bikram Sambat table in src/lib/format/bs-calendar.ts ${when}: add BS ${LAST_BS_YEAR + 1}'s month lengths from the official calendar (docs/maintenance.md); until then pages show no BS date after ${last}.`;
}
