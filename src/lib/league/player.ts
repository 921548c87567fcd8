// Player details (SPEC §2): age in whole years on the Nepal calendar, N/A without a birth date.
import { nepalDay } from '../format/base.ts';

export function ageYears(dateOfBirth: string | null, now: number): number | null {
  const born = nepalDay(dateOfBirth);
  const today = nepalDay(now);
  if (!born || !today) return null;
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return age >= 0 && age < 130 ? age : null;
}
