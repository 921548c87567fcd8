// npm run cms: the example league CMS (cms/: Payload with the league's plugin, SQLite, the demo season) on
// http://127.0.0.1:3000. cms/ installs itself on first use (npm ci in cms/, from its own lock), so the site's install
// never carries Payload. Arguments go to cms/server.ts (--port, --data, --reseed, --db postgres://… for Postgres); the
// editing screens on /admin come with it (--admin, built on first start), unless --no-admin asks for the REST API alone.
import { ensureCms, NODE_FOR_CMS } from './lib/cms.ts';
import { start } from './lib/proc.ts';
import { resolve } from 'node:path';
import { ROOT } from './lib/proc.ts';

const args = process.argv.slice(2);
const apiOnly = args.includes('--no-admin');

await ensureCms();
const child = start(
  NODE_FOR_CMS,
  ['server.ts', ...args.filter((a) => a !== '--no-admin'), ...(apiOnly ? [] : ['--admin'])],
  {
    cwd: resolve(ROOT, 'cms'),
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
