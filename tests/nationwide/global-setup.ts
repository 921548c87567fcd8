// The nationwide stack: the demo API seeded with --seed nationwide, the site built on it (several minutes) and served.
// Then a second, smaller one the week after the knockout's final (issue 43: shoot-outs), built before any test runs
// so that its build does not compete with the tests for the machine.
import { startStack } from '../e2e/support/stack.ts';

export default async function globalSetup() {
  const s = await startStack('nationwide');
  const after = await startStack('nationwide', s.now, { moment: 'after-final', schools: 120 }).catch(
    async (e: unknown) => {
      await s.close();
      throw e;
    },
  );
  Object.assign(process.env, {
    E2E_BASE_URL: s.siteUrl,
    E2E_API_URL: s.apiUrl,
    E2E_DATA_DIR: s.dataDir,
    E2E_OUT_DIR: s.outDir,
    E2E_NOW: String(s.now),
    E2E_AFTER_FINAL_SITE_URL: after.siteUrl,
    E2E_AFTER_FINAL_API_URL: after.apiUrl,
  });
  return async () => {
    await Promise.all([s.close(), after.close()]);
  };
}
