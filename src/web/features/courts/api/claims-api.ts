import type { ClaimBody, CourtClaim } from '#contract/court-claims';
import { apiFetch, jsonBody } from '#web/lib/api-client';

/** POST /api/courts/:id/claims: 'I run this court', for an administrator to approve. */
export function claimCourt(courtId: string, body: ClaimBody): Promise<CourtClaim> {
  return apiFetch<CourtClaim>(`/api/courts/${encodeURIComponent(courtId)}/claims`, jsonBody(body));
}
