import { defineJob, ZNoPayload } from '../../jobs/define-job.ts';
import { DEFAULT_RETRY } from '../../integrations/platform-http.ts';
import { sealedAccountCredentials } from '../../integrations/sealed-credentials.ts';
import { requestSender, restaurantsAskingForReviews } from '../review-requests/public.ts';
import { storeBookings } from './booking-rows.ts';
import { accountRow, bookingFailure, clientFor, type ReservationDeps } from './booking-system.ts';

type BookingJobDeps = Omit<ReservationDeps, 'enqueueRequests'> & {
  log?: (message: string) => void;
};

/**
 * Every quarter hour, the newest page of bookings of each restaurant that asks its guests for
 * reviews (docs/product/review-requests.md#visits), so a visit leads to its request without
 * anyone opening the reservations screen. Other restaurants' bookings are read only on screen.
 */
export const bookingVisitsJob = defineJob({
  name: 'booking.visits',
  schema: ZNoPayload,
  cron: '*/15 * * * *',
  handler: async (_payload, deps: BookingJobDeps, { queue }) => {
    const enqueueRequests = requestSender(queue);
    // A background read may wait for the platform's backoff; nobody is waiting on it.
    const reading = { ...deps, retry: deps.retry ?? DEFAULT_RETRY };
    for (const restaurantId of await restaurantsAskingForReviews(deps.db)) {
      const account = await accountRow(deps.db, restaurantId);
      const sealed = account && (await sealedAccountCredentials(deps.db, account.id));
      if (!account || !sealed || account.status === 'revoked') continue;
      try {
        const page = await clientFor(reading, account, sealed).listBookings(0);
        await storeBookings({ db: deps.db, enqueueRequests }, restaurantId, page);
      } catch (error) {
        // One restaurant's booking system failing does not keep the others waiting.
        const failure = await bookingFailure(deps, account.id, error).catch((e: unknown) => e);
        deps.log?.(
          `booking visits of ${restaurantId}: ${failure instanceof Error ? failure.message : 'failed'}`,
        );
      }
    }
  },
});
