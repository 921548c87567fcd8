// /icons/{name}.png: the manifest's PNG icons, rendered from the league logo with sharp at build time.
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import logo from '../../../public/images/league-logo.svg?raw';
import { ICONS, THEME_COLOR } from '../../lib/pwa/manifest.ts';
import { renderKey } from '../../lib/render-key.ts';

export const getStaticPaths = (() =>
  Promise.all(
    ICONS.map(async (icon) => ({ params: { name: icon.name }, props: { icon }, cacheKey: await renderKey(icon) })),
  )) satisfies GetStaticPaths;

type Props = { icon: (typeof ICONS)[number] };

export const GET: APIRoute<Props> = async ({ props: { icon } }) => {
  const svg = Buffer.from(logo);
  let png: Buffer;
  if (icon.maskable) {
    // Maskable: a full square of the brand green, the logo within the central 80% that every mask shape keeps.
    const inner = Math.round(icon.size * 0.7);
    const mark = await sharp(svg, { density: 600 }).resize(inner, inner).png().toBuffer();
    png = await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: THEME_COLOR } })
      .composite([{ input: mark, gravity: 'center' }])
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
  } else {
    png = await sharp(svg, { density: 600 })
      .resize(icon.size, icon.size)
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
  }
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
