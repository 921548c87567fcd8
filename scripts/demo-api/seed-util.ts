// Seed helpers: a seeded PRNG (mulberry32), picking and shuffling, 24-hex row ids, Nepal-time (UTC+05:45) clock maths.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Asia/Kathmandu is UTC+05:45 all year (no daylight saving). */
export const NEPAL_OFFSET = 5 * HOUR + 45 * MINUTE;

export type Rng = {
  next(): number; // [0, 1)
  int(min: number, max: number): number; // inclusive
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  shuffle<T>(items: readonly T[]): T[];
  hex24(): string;
};

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const rng: Rng = {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of items) {
        r -= w;
        if (r < 0) return v;
      }
      return (items[items.length - 1] as (typeof items)[number])[0];
    },
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    hex24: () => Array.from({ length: 24 }, () => '0123456789abcdef'[int(0, 15)]).join(''),
  };
  return rng;
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Epoch ms of 00:00 in Nepal on the Nepal calendar day that contains `ms`. */
export function nepalDayStart(ms: number): number {
  return Math.floor((ms + NEPAL_OFFSET) / DAY) * DAY - NEPAL_OFFSET;
}

/** Minutes since Nepal midnight (fractional). */
export const nepalMinuteOfDay = (ms: number): number => (ms - nepalDayStart(ms)) / MINUTE;

/** The Nepal wall-clock time 'HH:mm' of an instant. */
export function nepalClock(ms: number): string {
  return new Date(ms + NEPAL_OFFSET).toISOString().slice(11, 16);
}

/** The Nepal calendar day 'yyyy-MM-dd' of an instant. */
export function nepalDate(ms: number): string {
  return new Date(ms + NEPAL_OFFSET).toISOString().slice(0, 10);
}

/**
 * A date-only value (birth dates, ticket days) stored the way Payload stores dates: a full UTC ISO string. We use noon
 * in Nepal (06:15Z), which names the same calendar day in UTC and in Nepal, so no reader can be off by one.
 */
export function dateOnly(ms: number): string {
  return iso(nepalDayStart(ms) + 12 * HOUR);
}

/** Hash of a string to a 32-bit seed (FNV-1a). */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Digits as Nepali writes them (०–९), for the seed's Nepali fields. */
export const nepaliDigits = (n: number | string): string =>
  String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
