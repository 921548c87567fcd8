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
    // A route handler still at work when the test ends (a live page's poll, held in route.fetch) fails once the
    // context closes. That error belongs to no test: Playwright fails the whole run with it ("1 error was not a part
    // of any test") and skips the projects that depend on this one. The test's checks are done by now, so handlers
    // still running are let go quietly.
    await Promise.all([context, ...context.pages()].map((target) => target.unrouteAll({ behavior: 'ignoreErrors' })));
  },
});
