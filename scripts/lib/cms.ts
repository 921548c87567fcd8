// The example CMS's own install (cms/package.json and its lock), made on first use by npm run cms and npm run test:cms.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NODE, ROOT, run } from './proc.ts';

export const CMS_DIR = resolve(ROOT, 'cms');
/** The site's Node (22, which strips the plugin's types): Payload runs on it too. */
export const NODE_FOR_CMS = NODE;

/** npm ci in cms/ unless its node_modules has each of cms/'s own dependencies at the version the lock names (an install
 *  made before a dependency was added, such as the admin's Next, is made again). */
export async function ensureCms(): Promise<void> {
  const lock = JSON.parse(readFileSync(resolve(CMS_DIR, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
  };
  const installedVersion = (name: string) => {
    const path = resolve(CMS_DIR, 'node_modules', name, 'package.json');
    return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as { version?: string }).version : undefined;
  };
  const stale = Object.keys(lock.packages['']?.dependencies ?? {}).filter((name) => {
    const wanted = lock.packages[`node_modules/${name}`]?.version;
    return wanted !== undefined && installedVersion(name) !== wanted;
  });
  if (stale.length === 0) return;
  const payload = lock.packages['node_modules/payload']?.version;
  console.log(
    installedVersion('payload') === undefined
      ? `cms: installing Payload ${payload} and its editing screens in cms/ (first use, about a minute)`
      : `cms: updating cms/'s install (not at the locked version: ${stale.join(', ')})`,
  );
  const npm = process.env.npm_execpath;
  await run(npm ? NODE : 'npm', [...(npm ? [npm] : []), 'ci', '--no-audit', '--no-fund'], { cwd: CMS_DIR });
}
