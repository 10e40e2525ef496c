import { defineConfig } from 'vitest/config';

const apiTests = 'src/server/**/*.api.test.ts';
// Fails an API test that received a response the OpenAPI document does not allow.
const apiTestSetup = 'test/support/api-test-setup.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  // The `#contract/…`, `#server/…`, `#web/…`, `#test/…`, `#locales/…` aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/contract/**/*.test.ts',
            'src/locales/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          // The web's test support runs with the web project (jsdom).
          exclude: [apiTests, 'test/support/web/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: [apiTests],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          setupFiles: [apiTestSetup],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: [apiTests],
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                setupFiles: [apiTestSetup],
                testTimeout: 30_000,
                hookTimeout: 90_000,
              },
            },
          ]
        : []),
    ],
  },
});
