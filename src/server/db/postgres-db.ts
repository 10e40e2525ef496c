import type pg from 'pg';
import type { Db } from './db';
import { isGenericPlanned } from './generic-plans';
import { PgListener } from './pg-listener';
import { GENERIC_PLANNER_SETTINGS, PLANNER_SETTINGS, plannerSettingsSql } from './planner-settings';
import { PreparedStatements } from './prepared-statements';
import { openWarmPool } from './warm-pool';

/** A pool on a real PostgreSQL; LISTEN uses one dedicated connection. */
export async function openPostgres(connectionString: string): Promise<Db> {
  // A server that goes away is noticed: refused at once, a connection that hangs within 5 s,
  // a peer gone silent by TCP keep-alive. The errors plugin answers all of them 503.
  const poolWith = (settings: Record<string, string>) =>
    openWarmPool({
      connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      setUp: async (client) => {
        await client.query(plannerSettingsSql(settings));
      },
    });
  // The second pool runs the statements marked for a generic plan (generic-plans.ts, decision 030).
  const opened = await Promise.allSettled([
    poolWith(PLANNER_SETTINGS),
    poolWith(GENERIC_PLANNER_SETTINGS),
  ]);
  const [pool, genericPool] = opened.map((result) =>
    result.status === 'fulfilled' ? result.value : undefined,
  );
  if (!pool || !genericPool) {
    await Promise.all([pool?.end(), genericPool?.end()]);
    throw (opened.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
  }

  const listener = new PgListener(connectionString);
  const statements = new PreparedStatements();
  /** A query through `on` (the pool, or a transaction's client), prepared where it pays. */
  const queryOn =
    (on: pg.Pool | pg.PoolClient, inTransaction: boolean) =>
    async <Row>(sql: string, params?: unknown[]) => {
      const run = (query: pg.QueryConfig | string, values?: unknown[]) => on.query(query, values);
      return (await statements.run(sql, params, run, { inTransaction })).rows as Row[];
    };

  const queryPool = queryOn(pool, false);
  const queryGeneric = queryOn(genericPool, false);

  return {
    kind: 'postgres',
    query: (sql, params) => (isGenericPlanned(sql) ? queryGeneric : queryPool)(sql, params),
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work, options) {
      // The second pool's connections keep a generic plan per statement.
      const client = await (options?.plans === 'generic' ? genericPool : pool).connect();
      try {
        await client.query('begin');
        const result = await work({
          query: queryOn(client, true),
          async exec(sql) {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen(channel, onPayload, onReconnect) {
      return listener.listen(channel, onPayload, onReconnect);
    },
    async close() {
      await listener.close();
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}
