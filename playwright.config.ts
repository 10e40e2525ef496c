import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH as chromiumPath, QUIET_CHROMIUM_FLAGS } from './bench/lib/chromium';

/** The system Chromium; the tests never download a browser. */
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install one (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Two cores run two browsers and two servers, and the longest flows (three people, a dozen
  // pages) take 45–60 s on a quiet machine of this kind: room for twice that.
  timeout: 120_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    locale: 'bg-BG',
    // A service worker answers a page's requests before page.route sees them: the tests of the
    // installed app (offline.spec.ts) allow it, the others test the app without one.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: QUIET_CHROMIUM_FLAGS,
    },
  },
});
