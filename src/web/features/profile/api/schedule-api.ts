import { queryOptions } from '@tanstack/react-query';
import type { Schedule, ScheduleBody } from '#contract/schedule';
import { apiFetch, jsonBody } from '#web/lib/api-client';

export const scheduleQueryKey = ['my-schedule'] as const;

/** GET /api/me/schedule (Bearer): the player's own weekly schedule, or its defaults. */
export const scheduleQueryOptions = () =>
  queryOptions({
    queryKey: scheduleQueryKey,
    queryFn: ({ signal }) => apiFetch<Schedule>('/api/me/schedule', { signal }),
  });

/** PUT /api/me/schedule (Bearer) → the schedule as saved. */
export function saveSchedule(body: ScheduleBody): Promise<Schedule> {
  return apiFetch<Schedule>('/api/me/schedule', { ...jsonBody(body), method: 'PUT' });
}
