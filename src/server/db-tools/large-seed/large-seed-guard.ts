import type { Queryable } from '#server/db/db';
import { DEMO_ACCOUNT_IDS } from '../demo-accounts';
import { LARGE_SEED_MARKER } from './large-seed';

/**
 * Why the large seed must not run on this database, or undefined when it may: never in
 * production (its 100,000 accounts share a published password), never twice (its ids are
 * fixed), and not beside real accounts unless `force` (mixing invented players among real ones
 * is rarely what anyone wants).
 */
export const PRODUCTION_REFUSAL =
  'NODE_ENV is production: the large seed is for development and benches (its accounts share a published password)';

export async function refusalToSeedLarge(
  db: Queryable,
  options: { nodeEnv: string; force: boolean },
): Promise<string | undefined> {
  if (options.nodeEnv === 'production') {
    return PRODUCTION_REFUSAL;
  }
  const [marker] = await db.query<{ value: string }>('select value from app_meta where key = $1', [
    LARGE_SEED_MARKER,
  ]);
  if (marker) {
    return `the database already holds a large seed (${marker.value}); seed an empty database`;
  }
  const [accounts] = await db.query<{ n: number }>(
    'select count(*)::int as n from users where id <> all($1::uuid[])',
    [DEMO_ACCOUNT_IDS],
  );
  if (accounts && accounts.n > 0 && !options.force) {
    return `the database already has accounts besides the demo accounts (${accounts.n}); add --force to seed beside them`;
  }
  return undefined;
}
