import type { TVerifiedGuest } from '@tableside/domain/schemas/bookings';
import { useQueries } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export type VerifiedBooking = TVerifiedGuest['booking'];

/** The server answers for up to 100 reviews at a time. */
const BATCH = 100;

/**
 * Which of these reviews were written by a guest who booked (the reservations' verified-guest
 * rule), with the booking. `restaurantId` null: the restaurant has no reservations, ask nothing.
 */
export function useVerifiedGuests(
  restaurantId: string | null,
  reviewIds: readonly string[],
): ReadonlyMap<string, VerifiedBooking> {
  const batches: string[][] = [];
  for (let i = 0; i < reviewIds.length; i += BATCH) batches.push(reviewIds.slice(i, i + BATCH));
  return useQueries({
    queries: batches.map((ids) => ({
      queryKey: ['verified-guests', restaurantId, ids] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiData<TVerifiedGuest[]>(
          `/v1/restaurant/${encodeURIComponent(restaurantId ?? '')}/verified-guests`,
          { query: { review_ids: ids.join(',') }, signal },
        ),
      enabled: Boolean(restaurantId) && ids.length > 0,
      staleTime: 5 * 60_000,
      retry: false,
    })),
    combine: (results) =>
      new Map(results.flatMap((r) => (r.data ?? []).map((v) => [v.review_id, v.booking] as const))),
  });
}
