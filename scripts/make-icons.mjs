// Makes the app's PNG icons from src/web/public/favicon.svg with the system Chromium:
//   node scripts/make-icons.mjs
// The icons are committed; run this again only when the favicon changes.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';

const root = join(import.meta.dirname, '..');
const svg = await readFile(join(root, 'src/web/public/favicon.svg'), 'utf8');
const out = join(root, 'src/web/public/icons');

// A maskable icon is cut to a circle of 80 % of its size: the ball stays inside it.
const icons = [
  { file: 'icon-192.png', size: 192, padding: 0.04, background: 'transparent' },
  { file: 'icon-512.png', size: 512, padding: 0.04, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, padding: 0.22, background: '#09672e' },
  { file: 'apple-touch-icon.png', size: 180, padding: 0.12, background: '#09672e' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
for (const { file, size, padding, background } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = Math.round(size * padding);
  await page.setContent(
    `<body style="margin:0;background:${background}"><div style="padding:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body>`,
  );
  await page.screenshot({ path: join(out, file), omitBackground: background === 'transparent' });
  await page.close();
}
await browser.close();
