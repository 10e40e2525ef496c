// Bundles the server into dist/server/main.js (and the chunks it loads while the database
// opens, beside it: modules find their data files from their own directory) and copies its data
// files (SQL migrations, common-password list, the sample courts' pictures) beside it; then creates the cluster a new
// embedded database starts from. The dependencies are bundled too, but those that load files or
// native code from their own folder (decision 024): resolving and reading hundreds of package
// files was a large part of a start.
import { spawnSync } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts', 'src/server/db-tools/template-cli.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'fs-native-extensions',
    'pino',
    // libvips as a native module, and libheif as WebAssembly loaded from its package.
    'sharp',
    'heic-decode',
    // Optional native speed-ups that pg and ws look for and do without.
    'pg-native',
    'bufferutil',
    'utf-8-validate',
  ],
  // Bundled CommonJS packages require Node's own modules.
  banner: {
    js: "import { createRequire as createRequireForBundledPackages } from 'node:module'; const require = createRequireForBundledPackages(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
await cp('src/server/db-tools/sample-photos', 'dist/server/sample-photos', { recursive: true });
await cp('src/server/auth/common-passwords.txt', 'dist/server/common-passwords.txt');

const template = spawnSync(process.execPath, ['dist/server/template-cli.js'], { stdio: 'inherit' });
if (template.status !== 0) process.exit(template.status ?? 1);
