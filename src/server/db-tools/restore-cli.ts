// `npm run db:restore -- FILE [--data-dir DIR] [--force]`: the database of a db:backup file into
// DATA_DIR, which no server may hold and which must hold no database unless --force
// (decision 014).
import { parseArgs } from 'node:util';
import { restoreDataDir } from './restore';

const USAGE = 'npm run db:restore -- FILE [--data-dir DIR] [--force]';

async function main(): Promise<string> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    throw Object.assign(new Error('name one backup file'), { code: 'ERR_PARSE_ARGS_USAGE' });
  }
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README), not this tool',
    );
  }
  const dataDir = values['data-dir'] || process.env.DATA_DIR || './data';
  const result = await restoreDataDir({ file, dataDir, force: values.force });
  return [
    `Restored ${file} into DATA_DIR ${result.dir}; start the server with DATA_DIR=${result.dir}.`,
    ...(result.replacedMovedTo
      ? [`The database it replaced was moved to ${result.replacedMovedTo}.`]
      : []),
  ].join('\n');
}

main().then(
  (message) => console.log(message),
  (error: Error) => {
    const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Cannot restore: ${error.message}${usage ? ` (usage: ${USAGE})` : ''}`);
    process.exit(1);
  },
);
