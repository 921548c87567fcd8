// The BS date island in both languages: English exactly as before ('7 Mangsir 2083'), Nepali in Devanagari with the
// Nepali month name when the page passes its words; nothing for a missing date.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BsDate } from '../../../src/islands/bs/BsDate.tsx';
import { NE_WORDS } from '../../../src/i18n/ne-words.ts';

const date = '2026-11-23T10:15:00.000Z';

describe('BsDate island', () => {
  it('writes the English BS date as before, with or without words = null', () => {
    expect(renderToStaticMarkup(<BsDate value={date} dot />)).toBe(
      '<span aria-hidden="true"> · </span><span data-bs="">7 Mangsir 2083</span>',
    );
    expect(renderToStaticMarkup(<BsDate value={date} short words={null} />)).toBe('<span data-bs="">7 Mangsir</span>');
  });

  it('writes the Nepali BS date with the Nepali words', () => {
    expect(renderToStaticMarkup(<BsDate value={date} words={NE_WORDS} />)).toBe('<span data-bs="">७ मंसिर २०८३</span>');
    expect(renderToStaticMarkup(<BsDate value={date} short words={NE_WORDS} />)).toBe('<span data-bs="">७ मंसिर</span>');
  });

  it('renders nothing for a missing date', () => {
    expect(renderToStaticMarkup(<BsDate value={null} words={NE_WORDS} />)).toBe('');
  });
});
