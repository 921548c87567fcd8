// Which sizes the image pipeline makes for the box an image is shown in ("served at the size it is shown").
import { describe, expect, it } from 'vitest';
import { fixedVariants, fluidVariants, type Box, type Fit } from '../../../src/lib/images/variants.ts';

const box = (width: number, height: number): Box => ({ width, height });

describe('fixed boxes: 1x and up to 2x, never beyond the source', () => {
  const cases: Array<[string, Box, Box, Fit, string[]]> = [
    ['a large source gives 1x and 2x', box(1000, 1000), box(64, 64), 'cover', ['64x64 1x', '128x128 2x']],
    ['a source 1.6 times the box gives 1x and 1.6x', box(160, 200), box(96, 96), 'cover', ['96x96 1x', '154x154 1.6x']],
    ['a source barely larger than the box gives 1x only', box(128, 128), box(120, 120), 'contain', ['120x120 1x']],
    [
      'a source smaller than the box gives one file at the source size, box-shaped',
      box(160, 200),
      box(200, 200),
      'cover',
      ['160x160 1x'],
    ],
    ['cover is limited by the shorter side of the source', box(400, 60), box(50, 50), 'cover', ['50x50 1x']],
    [
      'contain is limited by the longer side (the other is padded)',
      box(400, 100),
      box(50, 50),
      'contain',
      ['50x50 1x', '100x100 2x'],
    ],
    ['a wide box keeps its shape at 2x', box(600, 400), box(200, 100), 'contain', ['200x100 1x', '400x200 2x']],
  ];
  for (const [name, source, shown, fit, expected] of cases) {
    it(name, () => {
      expect(fixedVariants(source, shown, fit).map((v) => `${v.width}x${v.height} ${v.descriptor}`)).toEqual(expected);
    });
  }
});

describe('fluid boxes: widths from half to twice the box, capped by the source', () => {
  const cases: Array<[string, Box, Box, string[]]> = [
    ['a large source gets four widths', box(4000, 2250), box(496, 279), ['248w', '496w', '744w', '992w']],
    ['a source narrower than twice the box stops at its own width', box(480, 270), box(736, 386), ['368w', '480w']],
    ['a small source gives one width, its own', box(100, 56), box(496, 279), ['100w']],
    ['every width keeps the box shape', box(2000, 2000), box(560, 294), ['280w', '560w', '840w', '1120w']],
  ];
  for (const [name, source, shown, expected] of cases) {
    it(name, () => {
      const out = fluidVariants(source, shown, 'cover');
      expect(out.map((v) => v.descriptor)).toEqual(expected);
      for (const v of out) expect(Math.abs(v.width / v.height - shown.width / shown.height)).toBeLessThan(0.02);
    });
  }
});
