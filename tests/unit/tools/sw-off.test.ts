// The bench's proxy in front of the measured site: no service worker, the blank document (the browser's floor), and
// everything else passed through unchanged.
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocal } from '../../../scripts/lib/listen.ts';
import { BLANK_PATH, startSwOffProxy, type SwOffSite } from '../../../scripts/bench/sw-off.ts';

let site: { url: string; close: () => Promise<void> };
let proxy: SwOffSite;

beforeAll(async () => {
  site = await listenLocal(
    createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'X-Site': 'yes' }).end(`site saw ${req.url}`);
    }),
  );
  proxy = await startSwOffProxy(site.url);
});
afterAll(async () => {
  await proxy.close();
  await site.close();
});

describe('the bench proxy', () => {
  it('answers the blank document itself: text only, no CSS, no script, no image', async () => {
    const res = await fetch(`${proxy.url}${BLANK_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('x-site')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<meta name="viewport"');
    expect(html).not.toMatch(/<(script|style|link|img|svg|iframe)\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
  });

  it('serves no service worker', async () => {
    const res = await fetch(`${proxy.url}/sw.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-site')).toBeNull();
  });

  it('passes every other request to the site', async () => {
    const res = await fetch(`${proxy.url}/teams?x=1`);
    expect(res.headers.get('x-site')).toBe('yes');
    expect(await res.text()).toBe('site saw /teams?x=1');
  });
});
