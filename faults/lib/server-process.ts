import {
  runUntilExit,
  type ServerProcess,
  startServer as startBuiltServer,
} from '#test/support/built-server';

export { runUntilExit, type ServerProcess };

/**
 * The built server as the fault tests run it: with only the environment they give (its
 * DATA_DIR, its database), and a minute to start before it counts as hung and is killed.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startBuiltServer({ env, startTimeoutMs: 60_000 });
}
