import { describe, expect, it } from 'vitest';
import { hasReserveFree, megabytes } from './storage-space';

describe('hasReserveFree', () => {
  it('is true from the reserve up, false below it', async () => {
    expect(await hasReserveFree(async () => 64, 64)).toBe(true);
    expect(await hasReserveFree(async () => 63, 64)).toBe(false);
  });

  it('counts a look that fails as room', async () => {
    expect(await hasReserveFree(() => Promise.reject(new Error('EIO')), 64)).toBe(true);
  });
});

it('names bytes in whole megabytes', () => {
  expect(megabytes(64 * 1024 * 1024 + 5)).toBe('64 MB');
});
