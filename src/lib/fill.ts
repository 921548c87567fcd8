// Fills an island's text template: fill('{n} left', { n: '३' }). Islands get their texts as props (strings only: a
// function does not survive the trip through the HTML), so texts with numbers or names in them are templates.
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
