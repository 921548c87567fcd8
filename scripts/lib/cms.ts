// The example CMS's own install (cms/package.json and its lock), made on first use by npm run cms and npm run test:cms.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NODE, ROOT, run } from './proc.ts';

export const CMS_DIR = resolve(ROOT, 'cms');
/** The site's Node (22, which strips the plugin's types): Payload runs on it too. */
export const NODE_FOR_CMS = NODE;

/** npm ci in cms/ unless its node_modules has Payload at the version the lock names. */
export async function ensureCms(): Promise<void> {
  const lock = JSON.parse(readFileSync(resolve(CMS_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const wanted = lock.packages['node_modules/payload']?.version;
  const installed = resolve(CMS_DIR, 'node_modules/payload/package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === wanted) return;
  console.log(`cms: installing Payload ${wanted} in cms/ (first use)`);
  const npm = process.env.npm_execpath;
  await run(npm ? NODE : 'npm', [...(npm ? [npm] : []), 'ci', '--no-audit', '--no-fund'], { cwd: CMS_DIR });
}
