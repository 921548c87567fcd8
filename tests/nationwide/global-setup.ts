// The nationwide stack: the demo API seeded with --seed nationwide, the site built on it (several minutes) and served.
import { startStack } from '../e2e/support/stack.ts';

export default async function globalSetup() {
  const s = await startStack('nationwide');
  Object.assign(process.env, {
    E2E_BASE_URL: s.siteUrl,
    E2E_API_URL: s.apiUrl,
    E2E_DATA_DIR: s.dataDir,
    E2E_OUT_DIR: s.outDir,
    E2E_NOW: String(s.now),
  });
  return s.close;
}
