import type { ChildProcess } from 'node:child_process';

/** How a process ended: its exit code, or the signal that ended it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Whether the process is still alive (it neither exited nor was ended by a signal). */
export function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** Resolves once the child has exited; ask at once after spawning, or the event may be missed. */
export function exitOf(child: ChildProcess): Promise<Exit> {
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

/**
 * Ends a child: `signal` (SIGTERM; nginx stops gracefully on SIGQUIT), then SIGKILL if it has
 * not exited after `graceMs` (never, given Infinity: a test that looks at how it shuts down
 * waits for it).
 */
export async function stopChild(
  child: ChildProcess,
  graceMs = 5000,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!isRunning(child)) return;
  const exited = exitOf(child);
  child.kill(signal);
  const timer = Number.isFinite(graceMs)
    ? setTimeout(() => child.kill('SIGKILL'), graceMs)
    : undefined;
  await exited;
  clearTimeout(timer);
}

/**
 * Waits for a line matching `pattern` on the child's stdout and resolves with its first group
 * (or the whole match); fails if the child exits first or takes longer than `timeoutMs`
 * (Infinity: as long as it takes).
 */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  timeoutMs = 30_000,
): Promise<string> {
  return new Promise((resolveLine, reject) => {
    let output = '';
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(
          () => reject(new Error(`${what} did not start in ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        )
      : undefined;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolveLine(match[1] ?? match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
}
