#!/usr/bin/env node
// Screenshots of the home page at 375 px and 1280 px for the README: docs/screenshots/*.png.
// Usage: npm run build && node scripts/take-screenshots.mjs
// Runs the built server on a free port with a temporary database of sample data, and the
// system Chromium (CHROMIUM_PATH, else /usr/bin/chromium); downloads nothing.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const dataDir = await mkdtemp(join(tmpdir(), 'tennis-shots-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    const match = /running at (http:\/\/\S+)/.exec(String(chunk));
    if (match) resolve(match[1]);
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
await mkdir('docs/screenshots', { recursive: true });
try {
  for (const [name, width, height, language] of [
    ['home-375', 375, 812, 'bg-BG'],
    ['home-1280', 1280, 900, 'bg-BG'],
    ['courts-1280-en', 1280, 900, 'en-GB'],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, locale: language });
    const page = await context.newPage();
    const path = name.startsWith('courts') ? '/?tab=courts' : '/';
    await page.goto(new URL(path, url).href);
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    if (name.startsWith('courts')) await page.locator('#find').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `docs/screenshots/${name}.png`,
      // The phone view: the first screens, not the whole 4,000 px page.
      ...(width < 600 ? { fullPage: true, clip: { x: 0, y: 0, width, height: 1700 } } : {}),
      fullPage: !name.startsWith('courts'),
    });
    await context.close();
    console.log(`docs/screenshots/${name}.png`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
