// Tiny PNG encoder (zlib + CRC32) and the demo league's procedural images: crests, photos, thumbnails, logos, notice.
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];
export type Png = { width: number; height: number; bytes: Uint8Array };

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** Encodes raw 8-bit pixels (3 = RGB, 4 = RGBA channels, row-major) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: 3 | 4): Uint8Array {
  if (pixels.length !== width * height * channels) throw new Error('pixel buffer size does not match the image');
  const stride = width * channels;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1); // filter 0
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(raw, { level: 6 }))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A small RGBA drawing surface with flat-colour primitives (no anti-aliasing: flat colours compress well). */
class Canvas {
  readonly w: number;
  readonly h: number;
  readonly px: Uint8Array;
  constructor(w: number, h: number, bg: Rgb | null) {
    this.w = w;
    this.h = h;
    this.px = new Uint8Array(w * h * 4);
    if (bg) this.fill(() => true, bg);
  }
  set(x: number, y: number, c: Rgb): void {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 4;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
    this.px[i + 3] = 255;
  }
  /** Paints every pixel whose centre satisfies `inside`. */
  fill(inside: (x: number, y: number) => boolean, c: Rgb, box = { x0: 0, y0: 0, x1: this.w, y1: this.h }): void {
    const x0 = Math.max(0, Math.floor(box.x0)),
      x1 = Math.min(this.w, Math.ceil(box.x1));
    const y0 = Math.max(0, Math.floor(box.y0)),
      y1 = Math.min(this.h, Math.ceil(box.y1));
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (inside(x + 0.5, y + 0.5)) this.set(x, y, c);
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb): void {
    this.fill(() => true, c, { x0: x, y0: y, x1: x + w, y1: y + h });
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, c: Rgb): void {
    this.fill((x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1, c, {
      x0: cx - rx,
      y0: cy - ry,
      x1: cx + rx + 1,
      y1: cy + ry + 1,
    });
  }
  circle(cx: number, cy: number, r: number, c: Rgb): void {
    this.ellipse(cx, cy, r, r, c);
  }
  ring(cx: number, cy: number, r: number, width: number, c: Rgb): void {
    this.fill((x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) <= width / 2, c, {
      x0: cx - r - width,
      y0: cy - r - width,
      x1: cx + r + width,
      y1: cy + r + width,
    });
  }
  /** Even-odd scanline fill of a polygon (pixel centres inside are painted). */
  polygon(pts: ReadonlyArray<readonly [number, number]>, c: Rgb): void {
    const ys = pts.map((p) => p[1]);
    const y0 = Math.max(0, Math.floor(Math.min(...ys))),
      y1 = Math.min(this.h, Math.ceil(Math.max(...ys)));
    for (let y = y0; y < y1; y++) {
      const cy = y + 0.5,
        xs: number[] = [];
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i] as readonly [number, number],
          [xj, yj] = pts[j] as readonly [number, number];
        if (yi > cy !== yj > cy) xs.push(xi + ((cy - yi) * (xj - xi)) / (yj - yi));
      }
      xs.sort((a, b) => a - b);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        for (
          let x = Math.max(0, Math.ceil((xs[k] as number) - 0.5));
          x + 0.5 < (xs[k + 1] as number) && x < this.w;
          x++
        )
          this.set(x, y, c);
      }
    }
  }
  outlineRect(x: number, y: number, w: number, h: number, t: number, c: Rgb): void {
    this.rect(x, y, w, t, c);
    this.rect(x, y + h - t, w, t, c);
    this.rect(x, y, t, h, c);
    this.rect(x + w - t, y, t, h, c);
  }
  png(alpha: boolean): Png {
    if (alpha) return { width: this.w, height: this.h, bytes: encodePng(this.w, this.h, this.px, 4) };
    const rgb = new Uint8Array(this.w * this.h * 3);
    for (let i = 0, j = 0; i < this.px.length; i += 4, j += 3) {
      rgb[j] = this.px[i] as number;
      rgb[j + 1] = this.px[i + 1] as number;
      rgb[j + 2] = this.px[i + 2] as number;
    }
    return { width: this.w, height: this.h, bytes: encodePng(this.w, this.h, rgb, 3) };
  }
}

function star(cx: number, cy: number, r: number, points = 5): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 === 0 ? r : r * 0.42;
    out.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return out;
}

export const WHITE: Rgb = [255, 255, 255];
const DARK: Rgb = [24, 28, 40];
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((a[i] as number) * (1 - t) + (b[i] as number) * t)) as unknown as Rgb;

/** A shield-shaped crest in the school's two colours with a geometric emblem chosen by `variant`. 128x128, transparent. */
export function crest(primary: Rgb, secondary: Rgb, variant: number): Png {
  const c = new Canvas(128, 128, null);
  const shield =
    (inset: number) =>
    (x: number, y: number): boolean => {
      const top = 10 + inset,
        left = 14 + inset,
        right = 114 - inset,
        mid = 70;
      if (y < top || x < left || x > right) return false;
      if (y <= mid) return true;
      const t = (y - mid) / (118 - inset - mid); // 0 at the shoulder, 1 at the point
      const half = ((right - left) / 2) * Math.sqrt(Math.max(0, 1 - t * t));
      return Math.abs(x - 64) <= half;
    };
  c.fill(shield(0), DARK);
  c.fill(shield(4), primary);
  const pattern = variant % 3;
  if (pattern === 0)
    c.fill((x, y) => shield(4)(x, y) && x > 64, secondary); // per pale
  else if (pattern === 1)
    c.fill((x, y) => shield(4)(x, y) && Math.abs(y - 40 - Math.abs(x - 64) * 0.6) < 9, secondary); // chevron
  else c.fill((x, y) => shield(4)(x, y) && y > 78, secondary); // base
  c.circle(64, 56, 25, WHITE);
  c.circle(64, 56, 21, secondary[0] + secondary[1] + secondary[2] > 600 ? primary : secondary);
  const emblem = Math.floor(variant / 3) % 5;
  if (emblem === 0) c.polygon(star(64, 57, 17), WHITE);
  else if (emblem === 1)
    c.polygon(
      [
        [64, 38],
        [82, 56],
        [64, 74],
        [46, 56],
      ],
      WHITE,
    );
  else if (emblem === 2) {
    c.circle(64, 56, 14, WHITE);
    c.polygon(star(64, 56, 7, 5), DARK);
  } else if (emblem === 3)
    c.polygon(
      [
        [64, 38],
        [83, 70],
        [45, 70],
      ],
      WHITE,
    ); // a mountain
  else {
    c.rect(52, 44, 24, 24, WHITE);
    c.rect(58, 50, 12, 12, primary);
  }
  return c.png(true);
}

/** Head-and-shoulders silhouette on a coloured background; the shirt is the team colour (staff wear a dark jacket). */
export function portrait(background: Rgb, shirt: Rgb, trim: Rgb, skinTone: number, staff: boolean): Png {
  const c = new Canvas(160, 200, background);
  c.rect(0, 150, 160, 50, mix(background, DARK, 0.15));
  const skins: Rgb[] = [
    [198, 150, 110],
    [172, 124, 88],
    [141, 98, 66],
    [214, 170, 130],
  ];
  const skin = skins[skinTone % skins.length] as Rgb;
  const body = staff ? ([40, 44, 60] as Rgb) : shirt;
  c.ellipse(80, 205, 66, 62, body);
  c.rect(69, 118, 22, 28, skin); // neck
  if (staff) {
    c.polygon(
      [
        [66, 143],
        [94, 143],
        [80, 190],
      ],
      WHITE,
    );
    c.polygon(
      [
        [77, 150],
        [83, 150],
        [85, 178],
        [80, 186],
        [75, 178],
      ],
      trim,
    );
  } else
    c.polygon(
      [
        [64, 143],
        [96, 143],
        [80, 162],
      ],
      trim,
    ); // collar
  c.ellipse(80, 92, 30, 36, skin); // head
  c.ellipse(80, 68, 31, 17, [30, 24, 22]); // hair
  c.rect(49, 68, 62, 8, [30, 24, 22]);
  return c.png(false);
}

/** A football pitch seen from above with a play button: the highlight thumbnail. 320x180 by default. */
export function pitchThumbnail(variant: number, accent: Rgb, width = 320, height = 180): Png {
  const light: Rgb = [64, 150, 72],
    dark: Rgb = [52, 130, 60];
  const c = new Canvas(width, height, light);
  const stripes = 6 + (variant % 5) * 2,
    sw = width / stripes;
  for (let i = 1; i < stripes; i += 2) c.rect(i * sw, 0, sw, height, dark);
  const m = Math.round(height * 0.08),
    lw = 2;
  c.outlineRect(m, m, width - 2 * m, height - 2 * m, lw, WHITE);
  c.rect(width / 2 - 1, m, lw, height - 2 * m, WHITE);
  c.ring(width / 2, height / 2, height * 0.17, lw, WHITE);
  const bw = width * 0.1,
    bh = height * 0.44;
  c.outlineRect(m, height / 2 - bh / 2, bw, bh, lw, WHITE);
  c.outlineRect(width - m - bw, height / 2 - bh / 2, bw, bh, lw, WHITE);
  c.rect(0, height - 10, width, 10, accent);
  const px = width * (0.3 + (variant % 4) * 0.13),
    py = height / 2,
    r = height * 0.16;
  c.circle(px, py, r, [20, 20, 20]);
  c.polygon(
    [
      [px - r * 0.35, py - r * 0.5],
      [px - r * 0.35, py + r * 0.5],
      [px + r * 0.55, py],
    ],
    WHITE,
  );
  return c.png(false);
}

/** A sponsor's logo: a badge shape and brand bars in two colours on a light ground. 200x100. */
export function sponsorLogo(primary: Rgb, secondary: Rgb, variant: number): Png {
  const c = new Canvas(200, 100, variant % 2 ? ([250, 250, 246] as Rgb) : mix(primary, WHITE, 0.85));
  const shape = variant % 3;
  if (shape === 0) {
    c.circle(48, 50, 32, primary);
    c.circle(48, 50, 18, secondary);
  } else if (shape === 1) {
    c.polygon(
      [
        [16, 82],
        [48, 18],
        [80, 82],
      ],
      primary,
    );
    c.polygon(
      [
        [36, 82],
        [56, 44],
        [76, 82],
      ],
      secondary,
    );
  } else {
    c.rect(18, 20, 60, 60, primary);
    c.polygon(star(48, 50, 22), secondary);
  }
  for (let i = 0; i < 3; i++) c.rect(94, 28 + i * 18, [90, 70, 50][i] as number, 10, i === 0 ? primary : secondary);
  return c.png(false);
}

/** A league-coloured notice poster with shapes and text-like bars. 600x400. */
export function noticePoster(primary: Rgb, secondary: Rgb, width = 600, height = 400): Png {
  const c = new Canvas(width, height, primary);
  c.polygon(
    [
      [0, height * 0.72],
      [width, height * 0.38],
      [width, height * 0.55],
      [0, height * 0.9],
    ],
    secondary,
  );
  c.circle(width * 0.82, height * 0.2, height * 0.16, mix(primary, WHITE, 0.25));
  c.circle(width * 0.82, height * 0.2, height * 0.09, secondary);
  c.rect(width * 0.07, height * 0.12, width * 0.5, height * 0.08, WHITE);
  c.rect(width * 0.07, height * 0.25, width * 0.38, height * 0.05, mix(WHITE, primary, 0.3));
  c.rect(width * 0.07, height * 0.34, width * 0.44, height * 0.05, mix(WHITE, primary, 0.3));
  c.circle(width * 0.2, height * 0.78, height * 0.1, WHITE);
  c.polygon(star(width * 0.2, height * 0.78, height * 0.08), DARK);
  return c.png(false);
}

/** The league's default logo: a ball-like circle with a star on the league colours. 128x128, transparent. */
export function leagueLogo(primary: Rgb, secondary: Rgb): Png {
  const c = new Canvas(128, 128, null);
  c.circle(64, 64, 60, secondary);
  c.circle(64, 64, 52, primary);
  c.ring(64, 64, 40, 4, WHITE);
  c.polygon(star(64, 64, 30), WHITE);
  return c.png(true);
}
