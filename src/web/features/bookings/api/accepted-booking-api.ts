import { queryOptions } from '@tanstack/react-query';
import type { BookingsPage } from '#contract/bookings';
import { apiFetch, toQueryString } from '#web/lib/api-client';
import { bookingsQueryKey } from './bookings-api';

/**
 * GET /api/my/bookings narrowed to one court's accepted bookings: whether the signed-in player
 * has one there, which is what entitles them to the owner's contact. Under the requester's
 * bookings key, so that a booking's change refreshes it with the lists.
 */
export const hasAcceptedBookingQueryOptions = (courtId: string) =>
  queryOptions({
    queryKey: [...bookingsQueryKey('requester'), 'accepted-at', courtId],
    queryFn: async ({ signal }) => {
      const query = toQueryString({ status: 'accepted', courtId });
      const page = await apiFetch<BookingsPage>(`/api/my/bookings${query}`, { signal });
      return page.total > 0;
    },
  });
