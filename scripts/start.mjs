// `npm start`: builds when the build is missing or older than the sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = [
  'src',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

const built =
  existsSync(STAMP) && existsSync('dist/server/main.js') && existsSync('dist/web/index.html');
if (!built || Math.max(...INPUTS.map(newestMtime)) > statSync(STAMP).mtimeMs) {
  console.log('Building the app (first start or changed sources)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

await import('../dist/server/main.js');
