import { queryOptions } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '#contract/profile';
import { apiFetch, jsonBody } from '#web/lib/api-client';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/** GET /api/profile (Bearer). */
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => apiFetch<Profile>('/api/profile', { signal }),
  });

/** PUT /api/profile (Bearer) → the saved profile. */
export function saveProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { ...jsonBody(update), method: 'PUT' });
}
