import { queryOptions } from '@tanstack/react-query';
import type { PlayersPage, PlayersQuery } from '../../../../contract/players';
import { apiFetch, toQueryString } from '../../../lib/api-client';

export const playersQueryOptions = (query: PlayersQuery = {}) =>
  queryOptions({
    queryKey: ['players', query],
    queryFn: ({ signal }) =>
      apiFetch<PlayersPage>(`/api/players${toQueryString(query)}`, { signal }),
  });
