// Browser tests on the nationwide seed (issue 23): a demo API seeded with --seed nationwide (500 schools in 66 groups)
// and the site built on it: group pages, home's group table, and every built page against the page budget.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const executablePath = CHROMIUM_PATH;
const args = CHROMIUM_FLAGS;

export default defineConfig({
  testDir: 'tests/nationwide',
  globalSetup: './tests/nationwide/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 120_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-report/nationwide.json' }]],
  // The service worker stays out, as in playwright.config.ts.
  use: { trace: 'off', screenshot: 'off', timezoneId: 'America/New_York', locale: 'en-US', serviceWorkers: 'block' },
  projects: [
    {
      name: 'nationwide',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath, args },
      },
    },
  ],
});
