// An island's text templates (src/i18n/fill.ts): '{n} left' filled with the page's own digits.
import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/i18n/fill.ts';

describe('fill', () => {
  it('puts each value in its place, as often as it occurs', () => {
    expect(fill('{n} left', { n: '३' })).toBe('३ left');
    expect(fill('{home} vs {away}', { home: 'A', away: 'B' })).toBe('A vs B');
    expect(fill('{n} + {n} = {sum}', { n: 2, sum: 4 })).toBe('2 + 2 = 4');
    expect(fill('बाँकी {n} टिकट', { n: '५' })).toBe('बाँकी ५ टिकट');
  });

  it('numbers and zero are written as they are', () => {
    expect(fill('{n}', { n: 0 })).toBe('0');
    expect(fill('{n}', { n: 12.5 })).toBe('12.5');
  });

  it('a placeholder without a value stays visible (a missing value is seen, not hidden)', () => {
    expect(fill('{n} of {total}', { n: 1 })).toBe('1 of {total}');
    expect(fill('no placeholders', { n: 1 })).toBe('no placeholders');
    expect(fill('', {})).toBe('');
  });

  it('a value is inserted once, not read again as a template', () => {
    expect(fill('{a}', { a: '{b}', b: 'x' })).toBe('{b}');
    expect(fill('{a}', { a: '$&' })).toBe('$&');
  });

  it('only {word} is a placeholder', () => {
    expect(fill('{ n } {n-1} {}', { n: 1 })).toBe('{ n } {n-1} {}');
  });
});
