/**
 * A child process of bench/lib/baseline.ts: serves the built web folder given as its argument
 * with the app's own server code (buildApp, through createTestApp) and an empty in-memory
 * database, on a free loopback port, in its own process as the app's server runs in its own.
 *
 *   node --import tsx bench/lib/serve-web-root.ts <folder with index.html>
 */
import { createTestApp } from '#test/support/test-app';

const webRoot = process.argv[2];
if (!webRoot) throw new Error('usage: serve-web-root.ts <folder with index.html>');
const server = await createTestApp({ seed: false, webRoot });
const url = await server.listen();
console.log(`serving ${webRoot} at ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().finally(() => process.exit(0)));
}
