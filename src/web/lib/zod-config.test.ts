import { expect, it } from 'vitest';

it('zod, loaded after the entry has set its global settings, runs without eval', async () => {
  await import('./zod-config');
  const { config, z } = await import('zod');
  expect(config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
