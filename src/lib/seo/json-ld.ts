// JSON-LD inside a <script> element: JSON whose text can never end the element or be read as markup.

export type JsonLd = { [key: string]: JsonValue };
type JsonValue = string | number | boolean | null | JsonValue[] | JsonLd | undefined;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON.stringify, then `<`, `>` and `&` as \u escapes (so CMS text such as `</script>` or `<!--` cannot close or
 * change the script element) and U+2028/U+2029 too (line terminators in older JavaScript parsers). The result is the
 * same JSON value: the escapes are inside strings, where JSON reads them back as the same characters.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => ESCAPES[c]!);
}
