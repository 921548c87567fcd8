// Build-time middleware (added by src/integrations/site-facts.ts): notes each rendered page's inline hashes and
// processed images from its HTML before Astro writes it, so the end of the build never reads the pages again.
import { defineMiddleware } from 'astro:middleware';
import { isRecording, recordPage } from '../lib/site-facts/recorder.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (!isRecording() || !context.isPrerendered || !html || !response.body || (response.status >= 300 && response.status < 400)) return response;
  const text = await response.text();
  recordPage(context.url.pathname, text);
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
});
