/**
 * Cleanups that run once, in reverse order, on normal exit, on failure and on SIGINT/SIGTERM:
 * kill the server child, drop the bench database.
 */
type Cleanup = () => Promise<void> | void;

const cleanups: { name: string; run: Cleanup }[] = [];
let running: Promise<void> | undefined;

export function onCleanup(name: string, run: Cleanup): void {
  cleanups.push({ name, run });
}

export function runCleanups(): Promise<void> {
  running ??= (async () => {
    for (const { name, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`cleanup "${name}" failed: ${(error as Error).message}`);
      }
    }
  })();
  return running;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runCleanups().finally(() => process.exit(130));
  });
}

/** Runs a bench's main function; always cleans up, exits 1 on failure. */
export function runBench(main: () => Promise<void>): void {
  main()
    .then(runCleanups, async (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      await runCleanups();
      process.exitCode = 1;
    })
    .finally(() => {
      // Sockets or timers that outlived the bench must not keep it running.
      setTimeout(() => process.exit(), 200).unref();
    });
}
