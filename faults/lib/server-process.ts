import {
  type Refusal,
  runUntilExit as runBuiltServerUntilExit,
  type ServerProcess,
  startServer as startBuiltServer,
} from '#test/support/built-server';

export type { ServerProcess };

/**
 * The built server as the fault tests run it: with only the environment they give (its
 * DATA_DIR, its database), and a minute to start before it counts as hung and is killed.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startBuiltServer({ env, startTimeoutMs: 60_000 });
}

/** The built server with only this environment, expected to refuse to start. */
export function runUntilExit(env: Record<string, string>): Promise<Refusal> {
  return runBuiltServerUntilExit({ env });
}
