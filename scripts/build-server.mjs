// Bundles the server into dist/server/main.js (and the chunks it loads while the database
// opens, beside it: modules find their data files from their own directory) and copies its data files (SQL migrations,
// common-password list) beside it; then creates the cluster a new embedded database starts from
// (decision 024).
import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/db/template-cli.ts'],
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

const template = spawnSync(process.execPath, ['dist/server/template-cli.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
