import type { TBookingCredentials } from '@tableside/domain/schemas/bookings';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteBookingAccount,
  getBooking,
  getBookingAccount,
  listBookings,
  saveBookingAccount,
} from './reservations-api.ts';

const keys = {
  all: (restaurantId: string) => ['reservations', restaurantId] as const,
  list: (restaurantId: string) => ['reservations', restaurantId, 'list'] as const,
  one: (restaurantId: string, id: string) => ['reservations', restaurantId, 'one', id] as const,
  account: (restaurantId: string) => ['reservations', restaurantId, 'account'] as const,
};

/** Bookings 50 at a time, newest first; the booking system is asked again for each page. */
export function useBookings(restaurantId: string) {
  return useInfiniteQuery({
    queryKey: keys.list(restaurantId),
    queryFn: ({ pageParam, signal }) => listBookings(restaurantId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.offset + last.limit : undefined),
    retry: false,
  });
}

export function useBooking(restaurantId: string, bookingId: string | null) {
  return useQuery({
    queryKey: keys.one(restaurantId, bookingId ?? ''),
    queryFn: ({ signal }) => getBooking(restaurantId, bookingId ?? '', signal),
    enabled: Boolean(bookingId),
    retry: false,
  });
}

export function useBookingAccount(restaurantId: string) {
  return useQuery({
    queryKey: keys.account(restaurantId),
    queryFn: ({ signal }) => getBookingAccount(restaurantId, signal),
  });
}

/** Saving or removing the login reloads the account and the bookings. */
export function useBookingAccountActions(restaurantId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all(restaurantId) });
  const save = useMutation({
    mutationFn: (body: TBookingCredentials) => saveBookingAccount(restaurantId, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => deleteBookingAccount(restaurantId),
    onSuccess: refresh,
  });
  return { save, remove };
}
