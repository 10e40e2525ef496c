// A process that takes the data-directory lock for a test: `node --import tsx
// data-dir-lock-holder.ts DIR`. It prints `ready`, tries the lock on the line `go` (so that
// several holders can try at the same moment), prints `locked` or `refused`, and then holds
// what it got until it is killed or its stdin closes.
import { createInterface } from 'node:readline';
import { lockDataDir } from '#server/db/data-dir-lock';
import { StartupError } from '#server/startup-error';

const dir = process.argv[2] ?? '';
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line !== 'go') return;
  try {
    lockDataDir(dir);
    process.stdout.write('locked\n');
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stdout.write('refused\n');
  }
});
lines.on('close', () => process.exit(0));
process.stdout.write('ready\n');
