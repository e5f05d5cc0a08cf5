import type {
  TBooking,
  TBookingAccount,
  TBookingCredentials,
  TBookingPage,
} from '@tableside/domain/schemas/bookings';
import { apiData } from '../../../lib/api-client.ts';

const base = (restaurantId: string) => `/v1/restaurant/${encodeURIComponent(restaurantId)}`;

export const listBookings = (restaurantId: string, offset: number, signal?: AbortSignal) =>
  apiData<TBookingPage>(`${base(restaurantId)}/booking`, {
    query: { offset: String(offset) },
    signal,
  });

export const getBooking = (restaurantId: string, bookingId: string, signal?: AbortSignal) =>
  apiData<TBooking>(`${base(restaurantId)}/booking/${encodeURIComponent(bookingId)}`, { signal });

export const getBookingAccount = (restaurantId: string, signal?: AbortSignal) =>
  apiData<TBookingAccount>(`${base(restaurantId)}/booking-account`, { signal });

export const saveBookingAccount = (restaurantId: string, body: TBookingCredentials) =>
  apiData<TBookingAccount>(`${base(restaurantId)}/booking-account`, { method: 'PUT', body });

export const deleteBookingAccount = (restaurantId: string) =>
  apiData<null>(`${base(restaurantId)}/booking-account`, { method: 'DELETE' });
