import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { stopChild, waitForLine } from '#test/support/child-process';
import { precompressAssets } from '../../build/vite/compression';
import { onCleanup } from './cleanup';

const ROOT = resolve(import.meta.dirname, '../..');
const BASELINE_SOURCE = resolve(ROOT, 'bench/baseline');
const SERVE_WEB_ROOT = resolve(import.meta.dirname, 'serve-web-root.ts');

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

/**
 * "An empty Vite + React page served the same way": bench/baseline built with Vite into a
 * temporary folder (React plugin and the app's compression settings: .br and .gz beside each
 * asset), then served by the app's own server code in a child process.
 */
export async function startBaseline(): Promise<Baseline> {
  const outDir = await mkdtemp(join(tmpdir(), 'tennis-bench-baseline-'));
  onCleanup('remove the baseline build', () => rm(outDir, { recursive: true, force: true }));
  await build({
    root: BASELINE_SOURCE,
    configFile: false,
    cacheDir: join(outDir, '.vite-cache'),
    logLevel: 'warn',
    plugins: [react(), precompressAssets()],
    build: { outDir: join(outDir, 'web'), emptyOutDir: true },
  });
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_WEB_ROOT, join(outDir, 'web')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => stopChild(child);
  onCleanup('stop the baseline server', stop);
  const url = await waitForLine(child, /serving .* at (http:\/\/[^\s]+)/, 'the baseline server');
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[baseline] ${chunk}`));
  return { url, stop };
}
