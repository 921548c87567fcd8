// Writes public/images/og-default.png (1200×630), the default social-card image: league green, a ball emblem, "NSFL".
// Run once after changing the design: node scripts/og-image.ts. Deterministic, so the file only changes with this script.
import { writeFileSync } from 'node:fs';
import { encodePng, type Rgb } from './demo-api/images.ts';

const W = 1200;
const H = 630;
const px = new Uint8Array(W * H * 3);
const GREEN: Rgb = [11, 61, 46];
const GREEN_2: Rgb = [20, 97, 74];
const GOLD: Rgb = [245, 197, 24];
const WHITE: Rgb = [255, 255, 255];

function set(x: number, y: number, c: Rgb): void {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  px.set(c, (y * W + x) * 3);
}

function fill(test: (x: number, y: number) => boolean, c: Rgb): void {
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (test(x, y)) set(x, y, c);
}

// Pitch stripes, then the emblem: a gold ring around a white ball with a green pentagon.
fill((x) => Math.floor(x / 100) % 2 === 0, GREEN);
fill((x) => Math.floor(x / 100) % 2 === 1, GREEN_2);
const cx = 330;
const cy = 315;
const d = (x: number, y: number) => Math.hypot(x - cx, y - cy);
fill((x, y) => d(x, y) <= 200 && d(x, y) > 170, GOLD);
fill((x, y) => d(x, y) <= 160, WHITE);
const pentagon = Array.from({ length: 5 }, (_, i) => {
  const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
  return [cx + 62 * Math.cos(a), cy + 62 * Math.sin(a)] as const;
});
const inside = (x: number, y: number) =>
  pentagon.every(([ax, ay], i) => {
    const [bx, by] = pentagon[(i + 1) % 5] as readonly [number, number];
    return (bx - ax) * (y - ay) - (by - ay) * (x - ax) >= 0;
  });
fill(inside, GREEN);

// "NSFL" in a 5×7 block font, scaled up.
const GLYPHS: Record<string, string[]> = {
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
};
const SCALE = 22;
let left = 600;
for (const ch of 'NSFL') {
  (GLYPHS[ch] ?? []).forEach((row, gy) =>
    [...row].forEach((bit, gx) => {
      if (bit !== '1') return;
      for (let y = 0; y < SCALE; y++)
        for (let x = 0; x < SCALE; x++) set(left + gx * SCALE + x, 238 + gy * SCALE + y, WHITE);
    }),
  );
  left += 6 * SCALE;
}
fill((x, y) => x >= 600 && x < left - SCALE && y >= 420 && y < 434, GOLD);

writeFileSync(new URL('../public/images/og-default.png', import.meta.url), encodePng(W, H, px, 3));
