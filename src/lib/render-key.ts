// Render keys for Astro's incremental build (experimental.incrementalBuild): a page returned by getStaticPaths with
// the same cacheKey as last build, and whose code is unchanged, is copied from the last build instead of rendered.
// The key is a digest of everything the page shows that its code does not decide: its props (the documents it
// shows), and what every page shares: the day of the build clock, the site and API addresses, the shell's popups, the
// image cache, the Node version (date formatting), the client build's files (src/lib/client-build.ts). Changes to the
// server-side code are Astro's to see: it hashes each page's module graph, this file included. A page that shows an
// image the last build could not use, or one without a version, gets a key of its own each build, so it is rendered
// and the image tried again (docs/decisions/rebuilds.md).
import { createHash, randomUUID } from 'node:crypto';
import { buildNow } from './build-clock.ts';
import { clientBuild } from './client-build.ts';
import { API_HOST, PAYMENT_GATEWAY_URL, SITE_URL } from './config.ts';
import { getNotices, getSponsors } from './content.ts';
import { imageCacheState } from './images/index.ts';
import { activeNotice, popupSponsor } from './league/sponsors.ts';
import { renderDigest } from './render-digest.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');
/** A digest of JSON-able data, or null when the data shows an image that must be tried again. */
const digestOf = (data: unknown) => renderDigest(data, imageCacheState().failed, sha);

let shared: Promise<string> | null = null;

/** What every page of a build shares; computed once. */
function sharedPart(): Promise<string> {
  shared ??= (async () => {
    const [notices, sponsors] = await Promise.all([getNotices(), getSponsors()]);
    const shell = digestOf({ notice: activeNotice(notices), sponsor: popupSponsor(sponsors) });
    return (
      digestOf({
        day: buildNow(),
        site: SITE_URL,
        api: API_HOST,
        gateway: PAYMENT_GATEWAY_URL,
        node: process.versions.node,
        images: imageCacheState().id,
        shell: shell ?? randomUUID(),
        client: clientBuild(),
      }) ?? randomUUID()
    );
  })();
  return shared;
}

/**
 * A digest of data several pages share (a whole article list), to pass to `renderKey` instead of the data: each
 * page's key then costs a few bytes to make, not the list again.
 */
export const sharedDigest = (data: unknown): string => digestOf(data) ?? randomUUID();

/** The cacheKey of one path: the same for the same data on the same day with the same shared parts. */
export async function renderKey(data: unknown): Promise<string> {
  const own = digestOf(data);
  return own ? `${await sharedPart()}.${own}` : `render-always.${randomUUID()}`;
}
