// The example league CMS (npm run cms): Payload with the league's plugin on SQLite, its REST API on
// http://127.0.0.1:3000/api (served by Payload's own handler, no admin build needed), seeded with the demo season on
// first start, an admin user printed. Options: --port, --data (folder of the database and media), --reseed, --db (a
// postgres:// address, or DATABASE_URI: Payload's Postgres adapter instead of SQLite; seeded when it has no team),
// --admin (Payload's editing screens on /admin too: a Next.js app, see admin-app.ts; npm run cms asks for them).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { getPayload, handleEndpoints } from 'payload';
import type { AdminHandler } from './admin-app.ts';
import { parsePushOrigins } from '@nsfl/payload-plugin/rules/push-services.ts';
import { settlementEmail } from '../scripts/demo-api/payments-mail.ts';
import { exampleConfig } from './payload.config.ts';
import { seedPayload } from './seed.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    data: { type: 'string', default: resolve(import.meta.dirname, '.data') },
    reseed: { type: 'boolean', default: false },
    db: { type: 'string', default: process.env.DATABASE_URI },
    admin: { type: 'boolean', default: false },
  },
});
const databaseUri = values.db || undefined;
const dataDir = resolve(values.data!);
if (values.reseed) rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const fresh = databaseUri ? null : !existsSync(`${dataDir}/cms.sqlite`);

const env = process.env;
const webhooks = (env.CMS_WEBHOOK_URLS ?? '')
  .split(/[\s,]+/)
  .filter(Boolean)
  .map((url) => ({ url, secret: env.REBUILD_WEBHOOK_SECRET }));
const config = exampleConfig({
  dataDir,
  databaseUri,
  secret: env.PAYLOAD_SECRET ?? 'nsfl-example-cms-secret-not-for-production',
  plugin: {
    webhooks,
    payments: {
      merchantId: env.FONEPAY_MERCHANT_ID ?? 'NBQM',
      secret: env.FONEPAY_SECRET ?? 'nsfl-demo-fonepay-shared-secret',
      siteUrl: env.PUBLIC_SITE_URL,
      // Fonepay's merchant API for the sweep (the demo API's sandbox serves one under /gateway/api).
      statusCheck: env.FONEPAY_STATUS_API
        ? {
            apiBase: env.FONEPAY_STATUS_API,
            apiUsername: env.FONEPAY_API_USERNAME ?? 'nsfl-demo-merchant',
            apiPassword: env.FONEPAY_API_PASSWORD ?? 'nsfl-demo-password',
          }
        : undefined,
      // The buyer's e-mail of a new settlement, written by the site's own composer (the demo API's, in the buyer's
      // language), sent through Payload's email adapter (the example's outbox).
      confirm: async ({ order, result }, req) => {
        await req.payload.sendEmail({
          to: order.email,
          raw: settlementEmail(result, order, Date.now(), env.PUBLIC_SITE_URL),
        });
      },
    },
    // Loopback push sinks only where a test asks for them (never for a league); extra push origins as the demo API
    // and the sender take them (ALERTS_EXTRA_PUSH_ORIGINS: a local push sink in the tests).
    push: {
      loopback: env.CMS_ALLOW_LOOPBACK_PUSH === '1',
      extraOrigins: parsePushOrigins(env.ALERTS_EXTRA_PUSH_ORIGINS),
    },
  },
});

const payload = await getPayload({ config });
if (fresh ?? (await payload.count({ collection: 'teams' })).totalDocs === 0) {
  const started = performance.now();
  const n = await seedPayload(payload, new Date());
  console.log(`seeded the demo season: ${n} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const email = 'admin@league.example';
const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } } });
if (totalDocs === 0) {
  // CMS_ADMIN_PASSWORD: a test's own; otherwise a new random one, printed once.
  const password = env.CMS_ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  await payload.create({ collection: 'users', data: { email, password } });
  console.log(`admin user: ${email} password: ${password}`);
} else console.log(`admin user: ${email} (password as printed on first start)`);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

// The editing screens, when asked: Next serves every path but /api, which stays on Payload's handler as without them.
const port = Number(values.port);
const admin: AdminHandler | undefined = values.admin
  ? await (await import('./admin-app.ts')).startAdmin(config, port)
  : undefined;
const isApi = (url = '/') => /^\/api(\/|\?|$)/.test(url);

const server = createServer(async (req, res) => {
  try {
    if (admin && !isApi(req.url)) return await admin(req, res);
    const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url}`;
    const method = req.method ?? 'GET';
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    // The plugin's budgets are per client (X-Forwarded-For's last entry): a proxy on this machine (nginx, a test) names
    // the client; anyone else is named by the socket, so a remote client cannot pick its own name.
    const peer = req.socket.remoteAddress ?? '';
    if (!LOOPBACK.has(peer) || !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', peer);
    const request = new Request(url, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD'
        ? {}
        : { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' as const }),
    });
    const response = await handleEndpoints({ config, request });
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((v, k) => (out[k] = v));
    // Each cookie its own header (a login's, a logout's), not only the last.
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (e) {
    payload.logger.error(e);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Something went wrong.' }));
  }
});
server.listen(port, '127.0.0.1', () => {
  console.log(`league CMS (Payload) on http://127.0.0.1:${port}/api`);
  if (admin) console.log(`editing screens on http://127.0.0.1:${port}/admin`);
});
