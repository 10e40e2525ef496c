import { Worker } from 'node:worker_threads';

/**
 * Runs in a worker thread (an eval'd CommonJS script, so the server bundle needs no extra
 * file): the main thread ticks `beats[0]` every second and after every PGlite call, and holds
 * `beats[1]` above 0 while a call is under way. No tick for `freezeMs` during a call, on a disk
 * below the reserve, is PGlite spinning after a PANIC: the process is killed, as nothing in it
 * can run any more.
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { statfsSync, writeSync } = require('node:fs');
const beats = new Int32Array(workerData.shared);
let last = Atomics.load(beats, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beats, 0);
  if (now !== last) { last = now; since = Date.now(); return; }
  if (Date.now() - since < workerData.freezeMs || Atomics.load(beats, 1) === 0) return;
  let free = Infinity;
  try { const s = statfsSync(workerData.path); free = s.bavail * s.bsize; } catch {}
  if (free >= workerData.reserveBytes) return;
  writeSync(2, 'The embedded database froze on a full disk in ' + workerData.path +
    ' (a PostgreSQL PANIC inside a transaction); ending the process so that it restarts once there is room\\n');
  process.kill(process.pid, 'SIGKILL');
}, 500);
`;

export interface Watchdog {
  /** Around every PGlite call. */
  enter(): void;
  leave(): void;
  stop(): void;
}

export function startWatchdog(options: {
  path: string;
  reserveBytes: number;
  freezeMs: number;
}): Watchdog {
  const shared = new SharedArrayBuffer(8);
  const beats = new Int32Array(shared);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ...options, shared } });
  worker.unref();
  const tick = setInterval(() => Atomics.add(beats, 0, 1), 1000);
  tick.unref();
  return {
    enter: () => Atomics.add(beats, 1, 1),
    leave: () => {
      Atomics.sub(beats, 1, 1);
      Atomics.add(beats, 0, 1);
    },
    stop() {
      clearInterval(tick);
      void worker.terminate();
    },
  };
}
