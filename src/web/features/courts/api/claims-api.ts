import { queryOptions } from '@tanstack/react-query';
import type { ClaimBody, ClaimsList, CourtClaim } from '#contract/court-claims';
import { apiFetch, jsonBody } from '#web/lib/api-client';

export const myClaimsQueryKey = ['my-claims'] as const;

/** GET /api/my/claims: the signed-in user's claims, newest first (a court's page shows one waiting). */
export const myClaimsQueryOptions = () =>
  queryOptions({
    queryKey: myClaimsQueryKey,
    queryFn: ({ signal }) => apiFetch<ClaimsList>('/api/my/claims', { signal }),
  });

/** POST /api/courts/:id/claims: 'I run this court', for an administrator to approve. */
export function claimCourt(courtId: string, body: ClaimBody): Promise<CourtClaim> {
  return apiFetch<CourtClaim>(`/api/courts/${encodeURIComponent(courtId)}/claims`, jsonBody(body));
}
