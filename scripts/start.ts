// npm start: the demo league API, a build of the site against it, and the built site served on :4321.
import { astroBuild, NODE, ROOT, start, stop, waitForUrl } from './lib/proc.ts';
import { startStaticServer } from './serve.ts';
import { resolve } from 'node:path';

const apiUrl = process.env.PUBLIC_API_URL?.replace(/\/+$/, '');
const sitePort = Number(process.env.PORT ?? 4321);
const siteUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${sitePort}`;

let api: ReturnType<typeof start> | null = null;
let host = apiUrl;
if (!host) {
  host = 'http://127.0.0.1:4000';
  api = start(NODE, ['scripts/demo-api/main.ts', '--port', '4000', ...process.argv.slice(2)]);
  await waitForUrl(`${host}/api/health`);
}
console.log(`League API: ${host}/api`);

try {
  await astroBuild({ PUBLIC_API_URL: host, PUBLIC_SITE_URL: siteUrl }, resolve(ROOT, 'dist'));
} catch (e) {
  console.error(`Build failed: ${e instanceof Error ? e.message : e}`);
  if (api) await stop(api);
  process.exit(1);
}

const site = await startStaticServer({ root: resolve(ROOT, 'dist'), port: sitePort, host: '0.0.0.0' });
console.log(
  `\nSite:       http://localhost:${site.port}\nLeague API: ${host}/api${api ? ' (embedded demo)' : ''}\nCtrl-C stops both.`,
);

const shutdown = async () => {
  await site.close();
  if (api) await stop(api);
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
