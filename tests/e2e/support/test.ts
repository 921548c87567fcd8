// The browser tests' `test`: Playwright's, with every page's clock started at the run's one moment (env.NOW, the
// demo API's and the build's too), flowing from there at normal speed. A test that needs the browser's own
// performance timeline (Playwright's clock replaces `performance`) opts out with test.use({ clockAt: null }).
import { test as base } from '@playwright/test';
import { NOW } from './env.ts';

export { expect } from '@playwright/test';

export const test = base.extend<{ clockAt: number | null }>({
  clockAt: [NOW, { option: true }],
  context: async ({ context, clockAt }, use) => {
    if (clockAt !== null) await context.clock.install({ time: clockAt });
    await use(context);
  },
});
