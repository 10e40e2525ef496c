import { queryOptions } from '@tanstack/react-query';
import type { Reliability } from '#contract/no-shows';
import { apiFetch } from '#web/lib/api-client';

/** GET /api/players/:id/reliability: the show-up record (from five events), and the marks. */
export const reliabilityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['player', id, 'reliability'],
    queryFn: ({ signal }) =>
      apiFetch<Reliability>(`/api/players/${encodeURIComponent(id)}/reliability`, { signal }),
  });
