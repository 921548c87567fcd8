// Typed message catalogs (issue 17, docs/decisions/nepali.md). A catalog is written once per area as an English
// object and a Nepali one of the same shape; the type of the Nepali one is the English one's, widened, so a key missing
// (or extra) in Nepali fails the type check. Values are strings, or functions for texts with numbers or names in them.
import type { Locale } from './locales.ts';

/** The English object's shape with every string widened to `string` (the Nepali one must have the same keys). */
export type Shape<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : T extends readonly (infer U)[]
      ? readonly Shape<U>[]
      : { readonly [K in keyof T]: Shape<T[K]> };

export type Catalog<T> = Record<Locale, Shape<T>>;

/** One area's texts in both languages: `catalog({ en: {...}, ne: {...} })[locale].someKey`. */
export function catalog<const T>(texts: { en: T; ne: NoInfer<Shape<T>> }): Catalog<T> {
  return texts as unknown as Catalog<T>;
}
