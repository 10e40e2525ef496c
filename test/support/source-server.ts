import { type ServerProcess, SOURCE_SERVER, startServer, TSX } from './built-server';

export type SourceServer = ServerProcess;

/** Runs the server from source (tsx) with the given environment, once it says where it runs. */
export function startSourceServer(env: Record<string, string>): Promise<SourceServer> {
  return startServer({ main: SOURCE_SERVER, nodeArgs: TSX, inheritEnv: true, env });
}
