// /manifest.webmanifest: makes the site installable (src/lib/pwa/manifest.ts).
import type { APIRoute } from 'astro';
import { webManifest } from '../lib/pwa/manifest.ts';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(webManifest(), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
