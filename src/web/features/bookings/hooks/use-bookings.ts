import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useActivity } from '#web/lib/realtime/use-activity';
import { type BookingSide, bookingsQueryKey, fetchBookings } from '../api/bookings-api';

/**
 * The signed-in user's booking requests as requester or owner, newest first, with Show more;
 * refetched live on every `booking` frame.
 */
export function useBookings(side: BookingSide, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: bookingsQueryKey(side),
    queryFn: ({ pageParam, signal }) => fetchBookings(side, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  useActivity('booking', enabled, () => {
    void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  });
  return {
    ...query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
  };
}
