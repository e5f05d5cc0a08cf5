/**
 * The demo's offline booking source: bookings of the guests who wrote the demo's recent
 * reviews (so the reviews inbox shows verified guests out of the box), and of guests who wrote
 * nothing, past and upcoming. Deterministic: the same reviews give the same bookings.
 */
export type DemoBooking = {
  externalId: string;
  firstName: string;
  lastName: string;
  startsAt: Date;
  partySize: number;
  status: string;
  locationId: string | null;
  venueName: string | null;
};

const DAY = 86_400_000;
/** Guests who book without reviewing (names not used by the review generator's guests). */
const BOOKERS: [string, string][] = [
  ['Anouk', 'Vachon'],
  ['Bastien', 'Lemire'],
  ['Clara', 'Ouellet'],
  ['Dmitri', 'Kovac'],
  ['Esther', 'Lindqvist'],
  ['Farid', 'Haddad'],
  ['Gisèle', 'Paquin'],
  ['Hiro', 'Tanaka'],
];

/** Every `REVIEWED_EVERY`th named review of the window was written after a booking. */
const REVIEWED_EVERY = 3;
const WINDOW_DAYS = 45;

export function demoBookings(
  reviews: readonly { authorName: string; reviewDate: Date; locationId: string }[],
  locations: readonly { id: string; name: string }[],
  now: Date,
): DemoBooking[] {
  const venue = (id: string) => locations.find((l) => l.id === id)?.name ?? null;
  const since = now.getTime() - WINDOW_DAYS * DAY;
  const named = reviews.filter(
    (r) => r.reviewDate.getTime() >= since && /^\S+ \S{2,}$/.test(r.authorName.trim()),
  );
  const out: DemoBooking[] = named
    .filter((_, i) => i % REVIEWED_EVERY === 0)
    .map((r, i) => {
      const [firstName = '', lastName = ''] = r.authorName.trim().split(' ');
      // The evening before the review (or two or three before): 23:00 UTC is dinner in Montréal.
      const day = Math.floor(r.reviewDate.getTime() / DAY) - 1 - (i % 3);
      return {
        externalId: `demo-r${i + 1}`,
        firstName,
        lastName,
        startsAt: new Date(day * DAY + 23 * 3_600_000),
        partySize: 2 + ((i * 7) % 5),
        status: 'completed',
        locationId: r.locationId,
        venueName: venue(r.locationId),
      };
    });
  const today = Math.floor(now.getTime() / DAY);
  for (let d = -WINDOW_DAYS; d <= 14; d += 1) {
    for (let k = 0; k < 2; k += 1) {
      const n = (d + WINDOW_DAYS) * 2 + k;
      const [firstName, lastName] = BOOKERS[n % BOOKERS.length] as [string, string];
      const location = locations[n % locations.length];
      const past = d < 0;
      out.push({
        externalId: `demo-b${n + 1}`,
        firstName,
        lastName,
        startsAt: new Date((today + d) * DAY + (22 + k) * 3_600_000 + 1_800_000),
        partySize: 1 + ((n * 5) % 8),
        status: past
          ? n % 11 === 0
            ? 'cancelled'
            : n % 13 === 0
              ? 'no_show'
              : 'completed'
          : 'confirmed',
        locationId: location?.id ?? null,
        venueName: location?.name ?? null,
      });
    }
  }
  return out;
}

/** The demo restaurant's booking-system login when DEMO_BOOKING_API is set (a local server). */
export const DEMO_BOOKING_CREDENTIALS = {
  email: 'reservations@maison.tableside.demo',
  token: 'demo-booking-token',
};
