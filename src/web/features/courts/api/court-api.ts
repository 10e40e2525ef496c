import { queryOptions } from '@tanstack/react-query';
import type { CourtDetail } from '#contract/courts';
import { apiFetch } from '#web/lib/api-client';
import { foundOrNone } from '#web/lib/found-or-none';

/** GET /api/courts/:id: one court, public; null when there is no such court. */
export const courtQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['court', id],
    queryFn: ({ signal }) =>
      foundOrNone(
        apiFetch<CourtDetail>(`/api/courts/${encodeURIComponent(id)}`, { signal, auth: false }),
      ),
  });
