// Bundles the server into dist/server/main.js (and the chunks it loads while the database
// opens, beside it: modules find their data files from their own directory) and copies its data files (SQL migrations,
// common-password list) beside it.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
await cp('src/server/auth/common-passwords.txt', 'dist/server/common-passwords.txt');
