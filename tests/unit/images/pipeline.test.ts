// The build-time image pipeline against a real HTTP server: WebP at the sizes shown, a cache that a rebuild reuses,
// and the SPEC's default image (never a failed build) for every file that cannot be used.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGES, type Image } from '../../../src/lib/api/media.ts';
import { imagePipeline } from '../../../src/lib/images/pipeline.ts';
import { crc32 } from '../../../scripts/demo-api/images.ts';
import { serve } from '../support/http.ts';

const work = mkdtempSync(join(tmpdir(), 'league-images-'));
let server: Awaited<ReturnType<typeof serve>>;
const hits = new Map<string, number>();
let photo: Buffer;

/** A PNG that claims 12000 × 12000 pixels in its header: 144 million, a decompression bomb. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(12000, 0);
  ihdr.writeUInt32BE(12000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  const bomb = bombPng();
  server = await serve((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/media/photo.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
    else if (path === '/media/page.png')
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><p>Not Found</p>');
    else if (path === '/media/cut.png')
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo.subarray(0, Math.floor(photo.length / 2)));
    else if (path === '/media/empty.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end();
    else if (path === '/media/bomb.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(bomb);
    else if (path === '/media/logo.svg') res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(svg);
    else if (path === '/media/huge.png') {
      // 16 MB without a Content-Length: the pipeline must stop reading at its cap.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      const block = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 16; i++) res.write(block);
      res.end();
    } else res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"Not Found"}]}');
  });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const image = (path: string, version: string | null = 'v1'): Image => ({
  src: `${server.url}${path}`,
  alt: '',
  width: null,
  height: null,
  isDefault: false,
  version,
});

describe('processed images', () => {
  const root = join(work, 'cache-a');

  it('an API image becomes WebP files at the box size and twice it, named by content', async () => {
    const p = imagePipeline(root, () => {});
    const out = await p.resolve(image('/media/photo.png'), { width: 100, height: 100, fit: 'cover', fallback: 'team' });
    expect(out.kind).toBe('processed');
    expect(out.src).toMatch(/^\/_astro\/img\/[0-9a-f]{12}-100x100-crop78\.webp$/);
    expect(out.srcset).toMatch(/-100x100-crop78\.webp 1x, \/_astro\/img\/[0-9a-f]{12}-200x200-crop78\.webp 2x$/);
    const files = readdirSync(join(root, 'out')).sort();
    expect(files).toHaveLength(2);
    for (const [file, size] of [
      [files.find((f) => f.includes('-100x100-'))!, 100],
      [files.find((f) => f.includes('-200x200-'))!, 200],
    ] as const) {
      const meta = await sharp(join(root, 'out', file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
    }
    expect(p.stats).toEqual({ encoded: 2, reused: 0, fallbacks: 0 });
  });

  it('contain keeps the whole picture and pads it to the box with transparency', async () => {
    const p = imagePipeline(root, () => {});
    const out = await p.resolve(image('/media/photo.png'), { width: 80, height: 80, fit: 'contain', fallback: 'team' });
    const file = join(root, 'out', out.src.split('/').pop()!);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([80, 80, true]);
    const corner = await sharp(file).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
  });

  it('a rebuild with the same media version neither fetches nor encodes again', async () => {
    const before = hits.get('/media/photo.png');
    const p = imagePipeline(root, () => {});
    const out = await p.resolve(image('/media/photo.png'), { width: 100, height: 100, fit: 'cover', fallback: 'team' });
    expect(out.kind).toBe('processed');
    expect(hits.get('/media/photo.png')).toBe(before);
    expect(p.stats).toEqual({ encoded: 0, reused: 2, fallbacks: 0 });
  });

  it('a new media version is fetched again, and the same content is still not encoded again', async () => {
    const before = hits.get('/media/photo.png') ?? 0;
    const p = imagePipeline(root, () => {});
    await p.resolve(image('/media/photo.png', 'v2'), { width: 100, height: 100, fit: 'cover', fallback: 'team' });
    expect(hits.get('/media/photo.png')).toBe(before + 1);
    expect(p.stats.encoded).toBe(0);
  });

  it('one page asking for the same image twice fetches it once', async () => {
    const p = imagePipeline(join(work, 'cache-b'), () => {});
    const before = hits.get('/media/photo.png') ?? 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        p.resolve(image('/media/photo.png', null), { width: 40, height: 40, fit: 'cover', fallback: 'player' }),
      ),
    );
    expect(hits.get('/media/photo.png')).toBe(before + 1);
  });
});

describe('files that cannot be used fall back to the default image, with one line in the build log', () => {
  const cases: Array<[string, string, string]> = [
    ['missing on the server (404)', '/media/gone.png', 'HTTP 404'],
    ['an HTML page instead of an image', '/media/page.png', 'not a readable image'],
    ['a truncated PNG', '/media/cut.png', 'could not be encoded'],
    ['an empty answer', '/media/empty.png', 'empty file'],
    ['larger than the cap', '/media/huge.png', 'larger than'],
    ['a decompression bomb', '/media/bomb.png', 'pixel'],
  ];
  for (const [name, path, reason] of cases) {
    it(name, async () => {
      const lines: string[] = [];
      const p = imagePipeline(join(work, 'cache-c'), (l) => lines.push(l));
      const out = await p.resolve(image(path), { width: 96, height: 96, fit: 'contain', fallback: 'team' });
      expect(out).toEqual({ src: DEFAULT_IMAGES.team, srcset: null, kind: 'default' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${server.url}${path}`);
      expect(lines[0]).toContain(reason);
    });
  }

  it('an unreachable host', async () => {
    const lines: string[] = [];
    const p = imagePipeline(join(work, 'cache-c'), (l) => lines.push(l));
    const gone = await serve(() => {});
    await gone.close();
    const out = await p.resolve(
      { ...image('/x.png'), src: `${gone.url}/x.png` },
      { width: 48, height: 48, fit: 'cover', fallback: 'player' },
    );
    expect(out.src).toBe(DEFAULT_IMAGES.player);
    expect(lines[0]).toContain(`${gone.url}/x.png`);
  });
});

describe('images that are not processed', () => {
  it('an SVG from the CMS is shown as it is, from its own host', async () => {
    const p = imagePipeline(join(work, 'cache-d'), () => {});
    const out = await p.resolve(image('/media/logo.svg'), {
      width: 200,
      height: 100,
      fit: 'contain',
      fallback: 'sponsor',
    });
    expect(out).toEqual({ src: `${server.url}/media/logo.svg`, srcset: null, kind: 'as-is' });
  });

  it('a default image needs no request', async () => {
    const p = imagePipeline(join(work, 'cache-d'), () => {});
    const out = await p.resolve(
      { src: DEFAULT_IMAGES.player, alt: '', width: null, height: null, isDefault: true },
      { width: 96, height: 96, fit: 'cover', fallback: 'player' },
    );
    expect(out).toEqual({ src: DEFAULT_IMAGES.player, srcset: null, kind: 'default' });
  });
});
