import type { ClaimStatus, ClaimsList, CourtClaim } from '#contract/court-claims';
import { apiFetch, toQueryString } from '#web/lib/api-client';

export const adminClaimsQueryKey = (status: ClaimStatus) => ['admin-claims', status] as const;

/** GET /api/admin/claims: the claims in one state (administrators only). */
export function fetchAdminClaims(status: ClaimStatus, signal?: AbortSignal): Promise<ClaimsList> {
  return apiFetch<ClaimsList>(`/api/admin/claims${toQueryString({ status })}`, { signal });
}

/** POST /api/admin/claims/:id/approve | reject. */
export function answerClaim(id: string, answer: 'approve' | 'reject'): Promise<CourtClaim> {
  return apiFetch<CourtClaim>(`/api/admin/claims/${encodeURIComponent(id)}/${answer}`, {
    method: 'POST',
  });
}
