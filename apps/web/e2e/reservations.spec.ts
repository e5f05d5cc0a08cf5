import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { accessToken, signIn } from './support/session.ts';
import { addBookings, bookingCalls } from './support/social-fakes.ts';

type Review = {
  id: string;
  author_name: string | null;
  review_date: string;
  location_name: string;
  rating: number;
};

/** Reviews of the demo written under a full name, read through the API as the Admin. */
async function namedReviews(page: Page): Promise<Review[]> {
  const token = await accessToken(page.request, ADMIN);
  const res = await page.request.get('/v1/location/all/review?limit=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  const reviews = ((await res.json()) as { data: Review[] }).data;
  return reviews.filter((r) => /^\S+ \S{2,}$/.test(r.author_name ?? ''));
}

test('an Admin sees the booking system’s bookings, and verified guests on their reviews', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  // The guests of three recent reviews booked the evening before their review.
  const reviewed = (await namedReviews(page)).slice(0, 3);
  expect(reviewed).toHaveLength(3);
  await addBookings(
    reviewed.map((r, i) => {
      const [first, last] = (r.author_name ?? '').split(' ');
      const day = Math.floor(Date.parse(r.review_date) / 86_400_000) - 1;
      return {
        id: `e2e-${r.id}`,
        start_time: new Date(day * 86_400_000 + 23 * 3_600_000).toISOString(),
        party_size: 2 + i,
        status: 'completed',
        venue: { name: r.location_name },
        person: { first_name: first, last_name: last, email: 'guest@example.com', phone: '' },
      };
    }),
  );
  const guest = reviewed[0]?.author_name ?? '';

  await page.goto('/en/dashboard/reservations');
  await expect(page.getByTestId('screen-reservations')).toBeVisible();
  await expect(page.getByTestId('booking-account')).toContainText(
    'Connected to the booking system as reservations@maison.tableside.demo.',
  );
  const table = page.getByTestId('bookings-table');
  await expect(table.getByTestId('booking-row').first()).toBeVisible();
  await expect(page.getByTestId('bookings-count')).toHaveText('50 bookings shown');
  const row = table.getByTestId('booking-row').filter({ hasText: guest }).first();
  await expect(row).toContainText('2 guests');
  await expect(row).toContainText('Completed');
  // At the restaurant's clock time (the demo is in Toronto), its zone named.
  await expect(row).toContainText(/ E[SD]T/);
  await expect(row.getByTestId('booking-review-link')).toHaveText(
    `Verified review (${reviewed[0]?.rating} star${reviewed[0]?.rating === 1 ? '' : 's'})`,
  );
  // The documented calls: an authentication, then 50 bookings with the person, JWT scheme.
  const calls = await bookingCalls();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/auth')).toBe(true);
  const list = calls.find((c) => c.path.startsWith('/bookings?'));
  expect(list?.path).toBe('/bookings?limit=50&offset=0&include=person');
  expect(list?.authorization).toMatch(/^JWT /);
  await expectSettled(page);
  await expectNoViolations(page, 'reservations, light');

  await page.getByRole('button', { name: 'Load 50 more' }).click();
  await expect(page.getByTestId('bookings-count')).toHaveText('63 bookings shown');

  // A booking opens by id, read again from the booking system.
  await row.getByRole('button', { name: guest }).click();
  const detail = page.getByRole('dialog', { name: `Booking of ${guest}` });
  await expect(detail).toContainText('Party size');
  await expect(detail).toContainText(/ E[SD]T/);
  await expect
    .poll(async () => (await bookingCalls()).some((c) => c.path.startsWith('/bookings/e2e-')))
    .toBe(true);
  await expectNoViolations(page, 'booking detail');
  await page.keyboard.press('Escape');

  // In the reviews inbox, the review carries the mark, and the mark opens the booking.
  await page.goto('/en/dashboard/reviews');
  await page.getByRole('searchbox', { name: 'Search reviews' }).fill(guest);
  // The searched list has replaced the earlier one (dimmed while it loads).
  await expect(page.getByTestId('review-open').first()).toHaveText(guest);
  const mark = page.getByTestId('verified-guest').first();
  await expect(mark).toContainText('Verified guest');
  await expectSettled(page);
  // And its fade back from the loading dim is over before contrast is measured.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await expectNoViolations(page, 'reviews with verified guests');
  await mark.click();
  await expect(page).toHaveURL(/\/en\/dashboard\/reservations\?booking=/);
  await expect(page.getByRole('dialog', { name: `Booking of ${guest}` })).toBeVisible();
});

test('wrong booking credentials show the JWT-not-found message and change nothing (phone, dark)', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/reservations');
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Change credentials' }).click();
  const form = page.getByTestId('booking-credentials');
  await form.getByRole('button', { name: 'Save and connect' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Enter a valid e-mail and a token of at least 8 characters.',
  );
  await form.getByLabel('Booking system e-mail').fill('reservations@maison.tableside.demo');
  await form.getByLabel('Booking system token').fill('a-wrong-token');
  await form.getByRole('button', { name: 'Save and connect' }).click();
  await expect(page.getByTestId('booking-credentials-error')).toHaveText(
    'The booking system refused the login: JWT not found in authentication response',
  );
  await expectNoViolations(page, 'reservations credentials, dark, 375px');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The stored login still works.
  await page.reload();
  await expect(page.getByTestId('booking-account')).toContainText(
    'Connected to the booking system',
  );
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
});
