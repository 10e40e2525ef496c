import { queryOptions } from '@tanstack/react-query';
import type { CourtsPage, CourtsQuery } from '../../../../contract/courts';
import { apiFetch, toQueryString } from '../../../lib/api-client';

export const courtsQueryOptions = (query: CourtsQuery = {}) =>
  queryOptions({
    queryKey: ['courts', query],
    queryFn: ({ signal }) => apiFetch<CourtsPage>(`/api/courts${toQueryString(query)}`, { signal }),
  });
