// `npm run db:move -- --to postgres://… [--data-dir DIR]`: every table of a stopped embedded
// database (DATA_DIR) into an empty PostgreSQL, made by the app's own migrations first; the row
// counts of every table are checked before the copy commits.
import { parseArgs } from 'node:util';
import { moveToPostgres } from './move';

const USAGE = 'npm run db:move -- --to postgres://USER@HOST:PORT/DATABASE [--data-dir DIR]';

/** The target without its password, for the report. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the target';
  }
}

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const to = values.to;
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    throw Object.assign(new Error('name the target with --to postgres://…'), {
      code: 'ERR_PARSE_ARGS_USAGE',
    });
  }
  const dataDir = values['data-dir'] || process.env.DATA_DIR || './data';
  const result = await moveToPostgres({ dataDir, to });
  const width = Math.max(...result.tables.map((moved) => moved.table.length));
  return [
    `Moved the embedded database in ${result.dir} to ${shown(to)}:`,
    ...result.tables.map((moved) => `  ${moved.table.padEnd(width)}  ${moved.rows} rows`),
    `Every table has as many rows as before; ${result.sequences} sequence(s) carried over.`,
    `Start the server with DATABASE_URL set to it. DATA_DIR was only read: keep it until you no longer need it.`,
  ].join('\n');
}

main().then(
  (message) => console.log(message),
  (error: Error) => {
    const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Cannot move: ${error.message}${usage ? ` (usage: ${USAGE})` : ''}`);
    process.exit(1);
  },
);
