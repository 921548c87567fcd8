// CLI of the demo league API: node scripts/demo-api/main.ts [--port 4000] [--host 127.0.0.1] [--data .data] [--reseed] [--seed demo]
// [--moment groups|quarter-finals|after-final] [--schools n] [--now ISO-instant] [--gateway-only]
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './server.ts';
import { parsePushOrigins } from '../../cms/plugin/src/rules/push-services.ts';

// The environment is read here only; server.ts takes everything as options so tests can set it.
const env = process.env;

const USAGE =
  'Usage: node scripts/demo-api/main.ts [--port 4000] [--host 127.0.0.1] [--data .data] [--reseed] [--seed demo|nationwide|hostile] [--moment groups|quarter-finals|after-final] [--schools 500] [--now 2026-11-24T14:40:00+05:45] [--gateway-only]';

function readArgs() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: env.DEMO_API_PORT || '4000' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string', default: '.data' },
        reseed: { type: 'boolean', default: false },
        seed: { type: 'string' },
        // The nationwide season's moment at `now` (issue 43): groups (default), quarter-finals, after-final.
        moment: { type: 'string', ...(env.LEAGUE_MOMENT ? { default: env.LEAGUE_MOMENT } : {}) },
        // The nationwide season's school count (default 500).
        schools: { type: 'string' },
        // A stopped clock for tests (also LEAGUE_NOW): the season is placed around it and every time check reads it.
        now: { type: 'string', ...(env.LEAGUE_NOW ? { default: env.LEAGUE_NOW } : {}) },
        // Only the Fonepay sandbox, for a merchant elsewhere (the example CMS): no season seeded, and the gateway takes
        // any PRN the merchant signed, as Fonepay does (payments-types.ts, gatewayOnly).
        'gateway-only': { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    process.exit(2);
  }
}

const args = readArgs();

const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${args.port}"`);
  process.exit(2);
}

function schoolCount(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 64 || n > 5000) {
    console.error(`--schools must be a whole number from 64 to 5000, got "${v}"`);
    process.exit(2);
  }
  return n;
}

let clock: { now: Date; clock: () => number; advanceClock: (ms: number) => void } | undefined;
if (args.now) {
  const at = Date.parse(args.now);
  if (!Number.isFinite(at)) {
    console.error(`--now must be an ISO instant such as 2026-11-24T14:40:00+05:45, got "${args.now}"`);
    process.exit(2);
  }
  // Stopped, but tests may move it forward (POST /demo/clock): holds lapse without waiting a quarter of an hour.
  let moved = 0;
  clock = { now: new Date(at), clock: () => at + moved, advanceClock: (ms) => void (moved += ms) };
}

const server = await startServer({
  port,
  host: args.host,
  dataDir: resolve(args.data),
  reseed: args.reseed,
  ...(args['gateway-only'] ? { seed: false } : {}),
  ...(args.seed ? { seedKind: args.seed } : {}),
  ...(args.moment ? { seedMoment: args.moment } : {}),
  ...(args.schools ? { seedSchools: schoolCount(args.schools) } : {}),
  ...clock,
  ...(env.DEMO_ADMIN_KEY !== undefined ? { adminKey: env.DEMO_ADMIN_KEY } : {}),
  ...(env.REBUILD_WEBHOOK_URL ? { webhookUrl: env.REBUILD_WEBHOOK_URL } : {}),
  ...(env.REBUILD_WEBHOOK_SECRET ? { webhookSecret: env.REBUILD_WEBHOOK_SECRET } : {}),
  ...(env.PUBLIC_SITE_URL ? { siteUrl: env.PUBLIC_SITE_URL } : {}),
  extraPushOrigins: parsePushOrigins(env.ALERTS_EXTRA_PUSH_ORIGINS),
  // The Fonepay sandbox's signing secret and merchant (the README's FONEPAY_SECRET, FONEPAY_MERCHANT_ID).
  payment: {
    ...(env.FONEPAY_SECRET ? { secret: env.FONEPAY_SECRET } : {}),
    ...(env.FONEPAY_MERCHANT_ID ? { merchantId: env.FONEPAY_MERCHANT_ID } : {}),
    ...(args['gateway-only'] ? { gatewayOnly: true } : {}),
  },
}).catch((e: unknown) => {
  console.error(`Demo league API failed to start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});

console.log(`Demo league API: ${server.url}/api${clock ? ` (clock stopped at ${clock.now.toISOString()})` : ''}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
