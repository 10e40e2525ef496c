import pg from 'pg';
import type { Db } from './db';
import { PgListener } from './pg-listener';

/** A pool on a real PostgreSQL; LISTEN uses one dedicated connection. */
export async function openPostgres(connectionString: string): Promise<Db> {
  // A server that goes away is noticed: refused at once, a connection that hangs within 5 s,
  // a peer gone silent by TCP keep-alive. The errors plugin answers all of them 503.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  await pool.query('select 1');

  const listener = new PgListener(connectionString);

  return {
    kind: 'postgres',
    async query(sql, params) {
      const result = await pool.query(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query(sql, params) {
            return (await client.query(sql, params as unknown[])).rows;
          },
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
      await pool.end();
    },
  };
}
