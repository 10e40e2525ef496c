import { openPostgres } from '#server/db/postgres-db';
import { captureQueries } from '#test/support/query-plan';
import { listBoard } from '#server/routes/open-matches/open-matches-repository';
const db = await openPostgres('postgres://postgres@127.0.0.1:5432/omplan');
const queries = await captureQueries((q) => listBoard(q, { viewerId: null }, new Date()));
for (const q of queries) {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${q.sql}`, q.params as unknown[]);
  console.log('-----', q.sql.slice(0, 80).replace(/\s+/g, ' '));
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
}
const t0 = performance.now();
for (let i = 0; i < 200; i++) await listBoard(db, { viewerId: null }, new Date());
console.log('avg ms', (performance.now() - t0) / 200);
await db.close();
