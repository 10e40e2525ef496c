import { queryOptions } from '@tanstack/react-query';
import type { ProposalDismiss, Proposals } from '#contract/proposals';
import { apiFetch, jsonBody } from '#web/lib/api-client';
import { LISTS_QUERY_KEY } from '#web/lib/keyset-list';

/** Under the lists' key: stale again whenever the home page's lists are. */
export const proposalsQueryKey = [...LISTS_QUERY_KEY, 'proposals'] as const;

/** GET /api/me/proposals (Bearer): the partners proposed for the next seven days. */
export const proposalsQueryOptions = () =>
  queryOptions({
    queryKey: proposalsQueryKey,
    queryFn: ({ signal }) => apiFetch<Proposals>('/api/me/proposals', { signal }),
  });

/** POST /api/me/proposals/dismissals (Bearer): 'Not this one' until the week ends. */
export function dismissProposal(body: ProposalDismiss): Promise<void> {
  return apiFetch<void>('/api/me/proposals/dismissals', { ...jsonBody(body), method: 'POST' });
}
