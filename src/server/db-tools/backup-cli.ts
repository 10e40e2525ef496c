// `npm run db:backup [-- --out FILE] [--data-dir DIR]`: a consistent copy of the embedded
// database, made by the running server or, with none running, by this process (decision 014).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDataDir } from './backup';

const USAGE = 'npm run db:backup [-- --out FILE] [--data-dir DIR]';

async function main(): Promise<string> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  if (process.env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc (see the README), not this tool',
    );
  }
  const dataDir = values['data-dir'] || process.env.DATA_DIR || './data';
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  const out = values.out ?? `tennis-backup-${stamp}.tar.gz`;
  const result = await backupDataDir(dataDir, out);
  const size = `${(result.bytes / 1_000_000).toFixed(1)} MB`;
  const lines = [`Backup written to ${result.file} (${size}, made by ${result.madeBy}).`];
  const keys = ['jwt-secret', 'vapid-keys.json'].filter((name) => existsSync(join(dataDir, name)));
  if (keys.length > 0) {
    lines.push(
      `It holds the database only: keep a copy of ${keys.map((k) => join(dataDir, k)).join(' and ')} too (or set JWT_SECRET and VAPID_* instead).`,
    );
  }
  return lines.join('\n');
}

main().then(
  (message) => console.log(message),
  (error: Error) => {
    const usage = (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(`Cannot back up: ${error.message}${usage ? ` (usage: ${USAGE})` : ''}`);
    process.exit(1);
  },
);
