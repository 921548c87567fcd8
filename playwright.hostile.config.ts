// Browser tests on the hostile seed: a second demo API (--seed hostile) and a second build, walked route by route.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const executablePath = CHROMIUM_PATH;
const args = CHROMIUM_FLAGS;

export default defineConfig({
  testDir: 'tests/hostile',
  globalSetup: './tests/hostile/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-report/hostile.json' }]],
  // The service worker stays out of the walk, as in playwright.config.ts.
  use: { trace: 'off', screenshot: 'off', timezoneId: 'America/New_York', locale: 'en-US', serviceWorkers: 'block' },
  projects: [
    {
      name: 'hostile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath, args },
      },
    },
  ],
});
