import { type ChildProcess, spawn } from 'node:child_process';

export interface SourceServer {
  url: string;
  output(): string;
  /** Sends a signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The exit code once the process has exited (null before, or when a signal ended it). */
  exitCode(): number | null;
}

/** Runs the server from source (tsx) with the given environment, once it says where it runs. */
export function startSourceServer(env: Record<string, string>): Promise<SourceServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk;
      const url = /running at (http:\/\/\S+)/.exec(log)?.[1];
      if (url) {
        resolve({
          url,
          output: () => log,
          exitCode: () => child.exitCode,
          async kill(signal) {
            if (child.exitCode === null) child.kill(signal);
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk;
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
}
