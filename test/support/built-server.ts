import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Exit, exitOf, isRunning, stopChild, waitForLine } from './child-process';

/** The server as `npm start` ships it; `npm run build:server` makes it. */
export const BUILT_SERVER = resolve(import.meta.dirname, '../../dist/server/main.js');
/** The server from source, for tests that run without a build (with `nodeArgs: TSX`). */
export const SOURCE_SERVER = resolve(import.meta.dirname, '../../src/server/main.ts');
/** Node's flags to run TypeScript source. */
export const TSX = ['--import', 'tsx'];

const READY = /running at (http:\/\/\S+)/;

export interface ServerOptions {
  /** On top of the defaults: loopback, a free port, LOG_LEVEL=warn and the DATA_DIR below. */
  env?: Record<string, string>;
  /**
   * Hand the server this process's whole environment; otherwise only PATH, so that nothing of
   * the machine's (a DATABASE_URL, a NODE_ENV) changes what is measured or tested.
   */
  inheritEnv?: boolean;
  /** A temporary DATA_DIR of its own, named with this prefix; remove() deletes it. */
  tempDataDir?: string;
  /** Another server to run: another build's main.js (a deploy), or SOURCE_SERVER. */
  main?: string;
  /** Node's own flags for the server. */
  nodeArgs?: string[];
  /** Give up, and SIGKILL it, when it has not said where it runs by then; by default wait. */
  startTimeoutMs?: number;
  /** How long stop() waits after SIGTERM before SIGKILL; by default as long as it takes. */
  stopGraceMs?: number;
  /** Once it runs, hands on what it prints, as it comes (a bench shows its warnings). */
  echo?: (chunk: string, stream: 'stdout' | 'stderr') => void;
}

/**
 * Spawns `main` with its output piped. The environment: the machine's (or only PATH), then
 * loopback, a free port and LOG_LEVEL=warn, then `defaults`, then the options' own.
 */
function spawnServer(
  options: ServerOptions,
  main: string,
  defaults: Record<string, string> = {},
): ChildProcess {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build:server\` first`);
  return spawn(process.execPath, [...(options.nodeArgs ?? []), main], {
    env: {
      ...(options.inheritEnv ? process.env : { PATH: process.env.PATH ?? '' }),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...defaults,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A server in a child process: start it, stop it, kill it -9, start it again where it was. */
export class ServerProcess {
  url = '';
  /** The server's DATA_DIR: the temporary one, or the one given in env. */
  dataDir = '';
  private child: ChildProcess | undefined;
  private exit: Promise<Exit> = Promise.resolve({ code: null, signal: null });
  private log = '';
  private port = '0';
  private main: string;
  private ownDataDir: string | undefined;

  constructor(private readonly options: ServerOptions = {}) {
    this.main = options.main ?? BUILT_SERVER;
  }

  get pid(): number {
    return this.child?.pid as number;
  }

  /** Everything it printed, both streams, across restarts. */
  output(): string {
    return this.log;
  }

  /** Whether the process is still alive (it never exited or crashed). */
  running(): boolean {
    return this.child !== undefined && isRunning(this.child);
  }

  /** Its exit code once it has exited (null before, or when a signal ended it). */
  exitCode(): number | null {
    return this.child?.exitCode ?? null;
  }

  /** Resolves with how it ended once it has exited and been reaped. */
  exited(): Promise<Exit> {
    return this.exit;
  }

  /** Sends a signal unless it has already ended, and resolves once it has. */
  kill(signal: NodeJS.Signals): Promise<Exit> {
    if (this.child && isRunning(this.child)) this.child.kill(signal);
    return this.exit;
  }

  /** Stops it the way an operator would (SIGTERM) and resolves with its exit code. */
  async stop(): Promise<number | null> {
    if (this.child) await stopChild(this.child, this.options.stopGraceMs ?? Infinity);
    return this.exitCode();
  }

  /** Starts it again on the same data directory and port; given another main.js, that one. */
  async restart(main = this.main): Promise<void> {
    await this.stop();
    this.main = main;
    await this.start();
  }

  /** Stops it and deletes its temporary DATA_DIR. */
  async remove(): Promise<void> {
    await this.stop();
    if (this.ownDataDir) await rm(this.ownDataDir, { recursive: true, force: true });
  }

  /** Spawns it and resolves with its URL once it says where it runs. */
  async start(): Promise<string> {
    const { options } = this;
    if (options.tempDataDir && !this.ownDataDir) {
      this.ownDataDir = await mkdtemp(join(tmpdir(), options.tempDataDir));
    }
    const child = spawnServer(options, this.main, {
      PORT: this.port,
      ...(this.ownDataDir ? { DATA_DIR: this.ownDataDir } : {}),
    });
    this.dataDir = options.env?.DATA_DIR ?? this.ownDataDir ?? '';
    this.child = child;
    this.exit = exitOf(child);
    const capture = (chunk: Buffer) => {
      this.log += chunk.toString();
    };
    child.stdout?.on('data', capture);
    child.stderr?.on('data', capture);
    try {
      this.url = await waitForLine(child, READY, 'the server', options.startTimeoutMs ?? Infinity);
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
    this.port = new URL(this.url).port;
    const { echo } = options;
    if (echo) {
      child.stdout?.on('data', (chunk: Buffer) => echo(chunk.toString(), 'stdout'));
      child.stderr?.on('data', (chunk: Buffer) => echo(chunk.toString(), 'stderr'));
    }
    return this.url;
  }
}

/** Starts a server; when it does not come up, removes what it made and fails with its output. */
export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const server = new ServerProcess(options);
  try {
    await server.start();
  } catch (error) {
    await server.remove();
    throw error;
  }
  return server;
}

/** How a server that refused to start ended, and what it printed on each stream. */
export interface Refusal extends Exit {
  stdout: string;
  stderr: string;
}

/** Runs a server expecting it to refuse to start; resolves with how it exited. */
export function runUntilExit(options: ServerOptions, timeoutMs = 60_000): Promise<Refusal> {
  const child = spawnServer(options, options.main ?? BUILT_SERVER);
  const result: Refusal = { code: null, signal: null, stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    result.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    result.stderr += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return exitOf(child).then((exit) => {
    clearTimeout(timer);
    return { ...result, ...exit };
  });
}
