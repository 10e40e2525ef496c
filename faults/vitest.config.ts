import { defineConfig } from 'vitest/config';

/**
 * `npm run test:faults`: real server processes under real faults (kill -9, a PostgreSQL that
 * stops, a read-only or full disk). Apart from `npm run test:unit`: they take minutes, mount
 * file systems and start a PostgreSQL of their own. One file at a time (two cores).
 */
export default defineConfig({
  // The `#contract/…`, `#server/…`, `#test/…` aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['**/*.fault.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
