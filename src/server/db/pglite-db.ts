import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './db';

/** PGlite in `dataDir`, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    async query(sql, params) {
      const result = await pglite.query(sql, params as unknown[]);
      return result.rows as never[];
    },
    async exec(sql) {
      await pglite.exec(sql);
    },
    transaction(work) {
      return pglite.transaction((tx) =>
        work({
          async query(sql, params) {
            const result = await tx.query(sql, params as unknown[]);
            return result.rows as never[];
          },
          async exec(sql) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return () => unsubscribe();
    },
    async close() {
      await pglite.close();
    },
  };
}
