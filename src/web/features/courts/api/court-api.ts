import { queryOptions } from '@tanstack/react-query';
import type { Court } from '#contract/courts';
import { apiFetch } from '#web/lib/api-client';

/** GET /api/courts/:id: one court, public. */
export const courtQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['court', id],
    queryFn: ({ signal }) =>
      apiFetch<Court>(`/api/courts/${encodeURIComponent(id)}`, { signal, auth: false }),
  });
