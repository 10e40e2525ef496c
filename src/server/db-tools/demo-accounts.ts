import type { Config } from '#server/config';
import type { Queryable } from '#server/db/db';
import { StartupError } from '#server/startup-error';
import { SAMPLE_ADMIN, SAMPLE_OWNERS, SAMPLE_PLAYERS } from './sample-data';

/** The sample data's accounts: they all share one published password. */
const DEMO_ACCOUNTS = [...SAMPLE_PLAYERS, ...SAMPLE_OWNERS, SAMPLE_ADMIN];
export const DEMO_ACCOUNT_IDS = DEMO_ACCOUNTS.map((account) => account.id);

/** The e-mail addresses of the demo accounts the database holds (by id or by address). */
export async function demoAccountsIn(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    'select email from users where id = any($1::uuid[]) or lower(email) = any($2::text[]) order by email',
    [DEMO_ACCOUNT_IDS, DEMO_ACCOUNTS.map((account) => account.email)],
  );
  return rows.map((row) => row.email);
}

/**
 * In production without SEED=sample, refuses a database that holds the demo accounts: anyone
 * who read the README could sign in as them (as the demo administrator, too).
 */
export async function refuseDemoAccountsInProduction(
  db: Queryable,
  config: Pick<Config, 'nodeEnv' | 'seed'>,
): Promise<void> {
  if (config.nodeEnv !== 'production' || config.seed === 'sample') return;
  const found = await demoAccountsIn(db);
  if (found.length === 0) return;
  const shown = found.length > 1 ? `${found[0]} and ${found.length - 1} more` : found[0];
  throw new StartupError(
    `the database holds the sample data's demo accounts (${shown}); remove them, start on a fresh database, or set SEED=sample to run a demo`,
  );
}
