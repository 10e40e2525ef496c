import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nonnegative(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** A pending outbox job due this long ago, and held by no worker, means no worker is sending. */
export const OUTBOX_STUCK_MINUTES = 15;

/**
 * GET /api/ready → 200 when this process can serve: the database answers, every migration it
 * ships is applied, and the outbox is not stuck; else 503 with the first `reason` (for a load
 * balancer or an orchestrator; GET /api/health only says the process and database are alive).
 */
export const readySchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  reason: z
    .enum(['database_unreachable', 'migrations_pending', 'storage_full', 'outbox_stuck'])
    .nullable(),
  database: z.object({ ok: z.boolean() }),
  /** The embedded database's disk has its reserve free (always true on PostgreSQL). */
  storage: z.object({ ok: z.boolean() }),
  migrations: z.object({ ok: z.boolean(), pending: z.array(z.string()) }),
  outbox: z.object({ ok: z.boolean(), stuckJobs: z.number().int().nonnegative() }),
});
export type Ready = z.infer<typeof readySchema>;
