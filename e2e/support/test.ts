import { test as base } from '@playwright/test';
import { releaseSession } from './session.js';
import { recordAlerts } from './toasts.js';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, which gives back any session a test left open when it ends (it failed
 * half-way): the demo users allow one session each, so without this one failure would cascade
 * into "another session started" in every later test signing in as the same user.
 */
export const test = base.extend<{ sessionReleased: void; alertsRecorded: void }>({
  // Every page keeps a log of the alerts it showed (support/toasts.ts), for expectToast.
  alertsRecorded: [
    async ({ page }, use) => {
      await page.addInitScript(recordAlerts);
      await use();
    },
    { auto: true },
  ],
  sessionReleased: [
    async ({ page }, use) => {
      await use();
      await releaseSession(page);
    },
    { auto: true },
  ],
});
