import type { PartnerRequest, PartnerRequestsQuery } from '#contract/partner-requests';
import type { SearchRequestInput } from '#contract/search-request';
import { apiFetch, jsonBody, toQueryString } from '#web/lib/api-client';

export const PARTNER_REQUESTS_PATH = '/api/partner-requests';

/** GET /api/partner-requests: the open board by district and level, or the author's own. */
export function partnerRequestsUrl(query: Omit<PartnerRequestsQuery, 'cursor'>): string {
  return `${PARTNER_REQUESTS_PATH}${toQueryString(query)}`;
}

const listeners = new Set<() => void>();

/** Tells when the user posted a request, so that the board on the page loads afresh. */
export function onPartnerRequestPosted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** POST /api/partner-requests (Bearer); an empty message is none. */
export async function postPartnerRequest(values: SearchRequestInput): Promise<PartnerRequest> {
  const body = { ...values, message: values.message.trim() || undefined };
  const saved = await apiFetch<PartnerRequest>(PARTNER_REQUESTS_PATH, jsonBody(body));
  for (const listener of listeners) listener();
  return saved;
}

/** POST /api/partner-requests/:id/close (Bearer, the author only). */
export function closePartnerRequest(id: string): Promise<PartnerRequest> {
  return apiFetch<PartnerRequest>(`${PARTNER_REQUESTS_PATH}/${encodeURIComponent(id)}/close`, {
    method: 'POST',
  });
}
