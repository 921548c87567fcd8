// The hostile stack: the demo API seeded with --seed hostile, the site built on it and served with its headers.
import { startStack } from '../e2e/support/stack.ts';

export default async function globalSetup() {
  const s = await startStack('hostile');
  Object.assign(process.env, {
    E2E_BASE_URL: s.siteUrl,
    E2E_API_URL: s.apiUrl,
    E2E_DATA_DIR: s.dataDir,
    E2E_OUT_DIR: s.outDir,
    E2E_NOW: String(s.now),
  });
  return s.close;
}
