import { existsSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';

/** The system Chromium: the benches never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Nothing in the background that would add requests or CPU to a measurement or a test (the
 * browser tests start Chromium with these too).
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** For the benches: headless, and quiet. */
export const CHROMIUM_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

export function checkChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install one or set CHROMIUM_PATH`);
  }
}

/** Playwright on the system Chromium (its own --headless comes first; ours, later, wins). */
export function launchChromium(): Promise<Browser> {
  checkChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
