// /robots.txt: everything may be crawled except the purchase steps; points to the sitemap.
import type { APIRoute } from 'astro';
import { SITE_URL } from '../lib/config.ts';
import { robotsTxt } from '../lib/seo/sitemap.ts';

export const GET: APIRoute = () =>
  new Response(robotsTxt(SITE_URL), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
