import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { exitOf, isRunning, stopChild, waitForLine } from './child-process';

/** A node child running `script`, its output piped. */
function node(script: string) {
  return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('waitForLine', () => {
  it('resolves with the first group of the line, however the output is split', async () => {
    const child = node(
      "process.stdout.write('starting\\nrunning at http://127.0.0.1:'); setTimeout(() => console.log('4321'), 50); setTimeout(() => {}, 5000)",
    );
    await expect(waitForLine(child, /running at (http:\/\/\S+)\n/, 'the child')).resolves.toBe(
      'http://127.0.0.1:4321',
    );
    await stopChild(child);
  });

  it('fails with what the child printed when it exits first', async () => {
    const child = node("console.error('no database'); process.exit(3)");
    await expect(waitForLine(child, /running at/, 'the child')).rejects.toThrow(
      /the child exited \(3\) before it was ready:\nno database/,
    );
  });

  it('fails when the line does not come in time', async () => {
    const child = node('setTimeout(() => {}, 5000)');
    await expect(waitForLine(child, /running at/, 'the child', 100)).rejects.toThrow(
      'the child did not start in 100 ms',
    );
    await stopChild(child);
  });
});

describe('stopChild', () => {
  it('sends SIGKILL to a child that ignores SIGTERM once the grace is over', async () => {
    const child = node(
      "process.on('SIGTERM', () => {}); console.log('ready'); setTimeout(() => {}, 10000)",
    );
    await waitForLine(child, /ready/, 'the child');
    const exit = exitOf(child);
    await stopChild(child, 200);
    expect(await exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(isRunning(child)).toBe(false);
  });
});
