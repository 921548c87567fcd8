// The Bikram Sambat date shown beside a Gregorian one, e.g. '7 Mangsir 2083', for the Nepal day of an instant.
import { nepalDay } from '../nepal-day.ts';
import { toBs } from './bs-calendar.ts';

// A literal, not a split string: a call at the top of a module makes the bundler load the module for its side effects.
export const BS_MONTHS = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
];

/** '7 Mangsir 2083' ('7 Mangsir' without the year), or '' when the date is missing, invalid or outside the table. */
export function formatBs(value: string | number | Date | null | undefined, withYear = true): string {
  const day = nepalDay(value);
  const bs = day === null ? null : toBs(day);
  return bs ? `${bs.day} ${BS_MONTHS[bs.month - 1]}${withYear ? ` ${bs.year}` : ''}` : '';
}
