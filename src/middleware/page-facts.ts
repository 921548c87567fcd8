// Build-time middleware (added by src/integrations/site-facts.ts): notes each rendered page's inline hashes and
// processed images from its HTML before Astro writes it, so the end of the build never reads the pages again.
import { defineMiddleware } from 'astro:middleware';
import { isRecording, recordPage } from '../lib/site-facts/recorder.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (
    !isRecording() ||
    !context.isPrerendered ||
    !html ||
    !response.body ||
    (response.status >= 300 && response.status < 400)
  )
    return response;
  // Read once as bytes: Astro writes these bytes, and the facts come from their text.
  const bytes = await response.arrayBuffer();
  recordPage(context.url.pathname, new TextDecoder().decode(bytes));
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
});
