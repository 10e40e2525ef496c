import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** The system Chromium; the tests never download a browser. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
  // Two cores run two browsers and two servers: leave room for a slow moment.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    ...devices['Desktop Chrome'],
    locale: 'bg-BG',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
