import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, APPLE_TOUCH_ICON } from './web-app-manifest';

const PUBLIC = join(import.meta.dirname, '../web/public');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string) {
  const bytes = readFileSync(join(PUBLIC, path));
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the app icons', () => {
  it('exist at the sizes the manifest promises', () => {
    for (const icon of APP_ICONS) expect(pngSize(icon.src)).toBe(icon.sizes);
    expect(pngSize(APPLE_TOUCH_ICON)).toBe('180x180');
  });
});
