import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { TFirstReplyMetrics } from '@tableside/domain/schemas/analytics';
import { ADMIN } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';

/**
 * Escalation and time to first reply (docs/product/team-workflow.md#escalation,
 * docs/product/analytics.md#time-to-first-reply), in English and French: an unanswered one-star
 * review posted nine hours ago is past both escalation steps, so the escalation job (every
 * minute) alerts the Admins; Trends shows the time to first reply the API answers. The review is
 * at Vieux-Port, which the Manager cannot see: the alerts journey's badge count stays the
 * Manager's own.
 */

const HOUR = 3_600_000;
const WORDS = {
  en: 'Overdue: this review is still waiting for a reply past its response-time target',
  fr: 'En retard : cet avis attend toujours une réponse au-delà du délai fixé',
};

const overdueAlert = (page: Page, words: string) =>
  page.locator('[data-testid="alert-item"][data-type="overdue"]').filter({ hasText: words });

test('an overdue review reaches the Admin’s alerts, in English and French', async ({ page }) => {
  // The job runs every minute; the alert arrives through the push stream without a reload.
  test.setTimeout(240_000);
  const words = `Escalation journey ${Date.now()}`;
  await addReview(page.request, {
    location: 'Vieux-Port',
    rating: 1,
    text: words,
    reviewDate: new Date(Date.now() - 9 * HOUR),
  });
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/alerts');
  const alert = overdueAlert(page, words);
  await expect(alert).toBeVisible({ timeout: 180_000 });
  await expect(alert.getByTestId('alert-reason')).toHaveText(WORDS.en);
  await expect(alert).toHaveAttribute('data-seen', 'false');

  await page.goto('/fr/dashboard/alerts');
  await expect(overdueAlert(page, words).getByTestId('alert-reason')).toHaveText(WORDS.fr, {
    timeout: 30_000,
  });
});

/**
 * A review posted two hours ago that the Admin answers now, through the reply steps: approved
 * once drafted, then marked posted by hand. Its first reply is the Admin's.
 */
async function answerAsAdmin(request: APIRequestContext, text: string) {
  const reviewId = await addReview(request, {
    location: 'Vieux-Port',
    rating: 5,
    text,
    reviewDate: new Date(Date.now() - 2 * HOUR),
  });
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const listed = await request.get('/v1/location', { headers });
  const locations = ((await listed.json()) as { data: { id: string; name: string }[] }).data;
  const locationId = locations.find((l) => l.name === 'Vieux-Port')?.id;
  const at = `/v1/location/${locationId}/review/${reviewId}`;
  // The draft is written by a worker; the reply steps follow it.
  await expect
    .poll(
      async () =>
        ((await (await request.get(at, { headers })).json()) as { data: { status: string } }).data
          .status,
      { timeout: 60_000 },
    )
    .not.toBe('new');
  const steps = `${at}/response`;
  expect((await request.put(`${steps}/approve`, { headers })).status()).toBe(200);
  expect((await request.post(`${steps}/mark-posted`, { headers })).status()).toBe(200);
}

for (const lang of ['en', 'fr'] as const) {
  test(`Trends shows the time to first reply per location and per person (${lang})`, async ({
    page,
  }) => {
    await answerAsAdmin(page.request, `First reply journey ${lang} ${Date.now()}`);
    await signIn(page, ADMIN);
    const answer = page.waitForResponse(
      (r) => r.url().includes('/review/metrics/first-reply') && r.request().method() === 'GET',
    );
    await page.goto(`/${lang}/dashboard/trends`);
    const response = await answer;
    expect(response.status()).toBe(200);
    const data = ((await response.json()) as { data: TFirstReplyMetrics }).data;
    // Trends opens on the last 7 days: the review just answered is among them, the Admin's.
    expect(data.overall.answered).toBeGreaterThan(0);
    expect(data.byPerson.map((p) => p.name)).toContain('Camille Tremblay');

    const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
    const number = (value: number, digits = 0) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    const section = page.getByTestId('first-reply');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      lang === 'fr' ? 'Délai de première réponse' : 'Time to first reply',
    );
    const median = data.overall.medianHours;
    await expect(section.getByTestId('first-reply-median')).toContainText(
      median === null
        ? '–'
        : lang === 'fr'
          ? `${number(median, 1)} heures`
          : `${number(median, 1)} hours`,
    );
    const share = data.overall.withinTargetShare;
    await expect(section.getByTestId('first-reply-withinTarget')).toContainText(
      share === null ? '–' : `${number(share, 1)} %`,
    );
    await expect(section.getByTestId('first-reply-answered')).toContainText(
      number(data.overall.answered),
    );
    const locations = section.getByTestId('first-reply-locations').locator('tbody tr');
    await expect(locations).toHaveCount(data.byLocation.length);
    for (const location of data.byLocation)
      await expect(locations.filter({ hasText: location.locationName })).toHaveCount(1);
    const people = section.getByTestId('first-reply-people').locator('tbody tr');
    await expect(people).toHaveCount(data.byPerson.length);
    await expect(people.filter({ hasText: 'Camille Tremblay' })).toHaveCount(1);
    if (data.byPerson.some((p) => p.userId === null))
      await expect(
        people.filter({
          hasText:
            lang === 'fr' ? 'Automatique ou sur la plateforme' : 'Automatic or on the platform',
        }),
      ).toHaveCount(1);
  });
}
