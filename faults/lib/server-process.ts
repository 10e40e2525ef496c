import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The server as `npm start` ships it; `npm run test:faults` builds it first. */
export const SERVER_MAIN = resolve(import.meta.dirname, '../../dist/server/main.js');
const READY = /running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything it printed, both streams. */
  output(): string;
  /** Whether the process is still alive (it never exited or crashed). */
  running(): boolean;
  /** Resolves with the exit code (or signal) once it has exited and been reaped. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

function spawnServer(env: Record<string, string>): ChildProcess {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: run \`npm run build:server\` first`);
  }
  return spawn(process.execPath, [SERVER_MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts the built server and resolves once it prints its URL; rejects with its output when it
 * exits first (a refusal to start) or takes over a minute.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawnServer(env);
  let log = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${START_TIMEOUT_MS} ms:\n${log}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = READY.exec(log);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stdout?.on('data', (more: Buffer) => {
        log += more.toString();
      });
      resolveStart({
        url: match[1],
        pid: child.pid as number,
        output: () => log,
        running: () => child.exitCode === null && child.signalCode === null,
        exited: () => exit,
        kill(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exit;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    void exit.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${log}`));
    });
  });
}

/** Runs the built server expecting it to refuse to start; resolves with how it exited. */
export function runUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<Exit> {
  const child = spawnServer(env);
  const result: Exit = { code: null, signal: null, stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    result.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    result.stderr += chunk.toString();
  });
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      done({ ...result, code, signal });
    });
  });
}
