// Browser tests: the built site on the demo API, in the system's Chromium (CHROMIUM_PATH overrides).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';

const executablePath = CHROMIUM_PATH;
const args = CHROMIUM_FLAGS;
const launchOptions = { executablePath, args };
const WRITES = /\.writes\.spec\.ts$/;
const PHONE = /(shell|home|a11y|failing-api|images|share|typed-before-hydration)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry: a test that fails and then passes is reported as flaky by name in the recap (scripts/test.ts), so
  // a slow moment on a 2-core machine does not sink a CI run, and the flake is still seen and named.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-report/e2e.json' }]],
  // The site's service worker would answer navigations itself and hide the page.route fakes of a failing API: blocked
  // everywhere but in tests/e2e/offline.spec.ts, which allows it.
  use: { trace: 'off', screenshot: 'off', timezoneId: 'America/New_York', locale: 'en-US', serviceWorkers: 'block' },
  projects: [
    // At phone size run only the behaviours the phone layout changes: the shell's menu, the hero's Watch Live button,
    // focus order and axe on the phone layout, image sizes, sharing, typing before hydration on a slow phone, and the
    // failing-API table, where the shell's menu is the part of the page that must keep working. Everything else is
    // the same code at both sizes and runs once, at desktop size (CI time, issue 16).
    {
      name: 'phone',
      testMatch: PHONE,
      testIgnore: WRITES,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: [/failing-api\.spec\.ts$/, WRITES],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // Tests that change league content in the shared demo API run alone, after every other test has read it.
    {
      name: 'content-writes',
      testMatch: WRITES,
      dependencies: ['phone', 'desktop'],
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
