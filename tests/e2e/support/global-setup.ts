// Starts the demo API on a fresh database, builds the site against it and serves it, each on its own free port.
import { startStack } from './stack.ts';

export default async function globalSetup() {
  const s = await startStack('demo');
  Object.assign(process.env, {
    E2E_BASE_URL: s.siteUrl,
    E2E_API_URL: s.apiUrl,
    E2E_DATA_DIR: s.dataDir,
    E2E_OUT_DIR: s.outDir,
    E2E_NOW: String(s.now),
  });
  return s.close;
}
