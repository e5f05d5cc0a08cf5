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

const LABELS = {
  en: {
    title: 'Time to first reply',
    hours: 'hours',
    automatic: 'Automatic or on the platform',
    searchPeople: 'Search reply times by person',
    sortLocations: 'Sort reply times by Location',
  },
  fr: {
    title: 'Délai de première réponse',
    hours: 'heures',
    automatic: 'Automatique ou sur la plateforme',
    searchPeople: 'Rechercher les délais par personne',
    sortLocations: 'Trier les délais par Établissement',
  },
};

/** The next answer of a first-reply call (`''`, `/locations` or `/people`) whose query fits. */
const firstReplyCall = (
  page: Page,
  suffix: '' | '/locations' | '/people',
  accept: (q: URLSearchParams) => boolean = () => true,
) =>
  page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname.endsWith(`/review/metrics/first-reply${suffix}`) && accept(url.searchParams)
    );
  });

for (const lang of ['en', 'fr'] as const) {
  test(`Trends shows the time to first reply per location and per person (${lang})`, async ({
    page,
  }) => {
    const label = LABELS[lang];
    await answerAsAdmin(page.request, `First reply journey ${lang} ${Date.now()}`);
    await signIn(page, ADMIN);
    const answer = firstReplyCall(page, '');
    const locationPage = firstReplyCall(page, '/locations');
    const personPage = firstReplyCall(page, '/people');
    await page.goto(`/${lang}/dashboard/trends`);
    const response = await answer;
    expect(response.status()).toBe(200);
    // The overall figures come without the rows, which come a page at a time.
    const data = ((await response.json()) as { data: TFirstReplyMetrics }).data;
    expect(data.byLocation).toEqual([]);
    expect(data.byPerson).toEqual([]);
    // Trends opens on the last 7 days: the review just answered is among them, the Admin's.
    expect(data.overall.answered).toBeGreaterThan(0);
    type Paged<T> = { data: { total: number; items: T[] } };
    const locations = (
      (await (await locationPage).json()) as Paged<TFirstReplyMetrics['byLocation'][number]>
    ).data;
    const people = (
      (await (await personPage).json()) as Paged<TFirstReplyMetrics['byPerson'][number]>
    ).data;
    expect(people.items.map((p) => p.name)).toContain('Camille Tremblay');

    const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
    const number = (value: number, digits = 0) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
    const section = page.getByTestId('first-reply');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(label.title);
    const median = data.overall.medianHours;
    await expect(section.getByTestId('first-reply-median')).toContainText(
      median === null ? '–' : `${number(median, 1)} ${label.hours}`,
    );
    const share = data.overall.withinTargetShare;
    await expect(section.getByTestId('first-reply-withinTarget')).toContainText(
      share === null ? '–' : `${number(share, 1)} %`,
    );
    await expect(section.getByTestId('first-reply-answered')).toContainText(
      number(data.overall.answered),
    );
    const locationRows = section.getByTestId('first-reply-locations').locator('tbody tr');
    await expect(locationRows).toHaveCount(locations.items.length);
    for (const location of locations.items)
      await expect(locationRows.filter({ hasText: location.locationName })).toHaveCount(1);
    const personRows = section.getByTestId('first-reply-people').locator('tbody tr');
    await expect(personRows).toHaveCount(people.items.length);
    await expect(personRows.filter({ hasText: 'Camille Tremblay' })).toHaveCount(1);
    if (people.items.some((p) => p.userId === null))
      await expect(personRows.filter({ hasText: label.automatic })).toHaveCount(1);

    // Sorted by the server on a column header; searched by name.
    const byName = firstReplyCall(
      page,
      '/locations',
      (q) => q.get('sort') === 'name' && q.get('order') === 'asc',
    );
    await section.getByRole('button', { name: label.sortLocations }).click();
    const sorted = await byName;
    expect(sorted.status()).toBe(200);
    const names = ((await sorted.json()) as Paged<{ locationName: string }>).data.items.map(
      (l) => l.locationName,
    );
    expect([...names].sort()).toEqual(locations.items.map((l) => l.locationName).sort());
    await expect(locationRows.getByRole('rowheader')).toHaveText(names);
    const searched = firstReplyCall(page, '/people', (q) => q.get('search') === 'camille');
    await section.getByRole('searchbox', { name: label.searchPeople }).fill('camille');
    expect((await searched).status()).toBe(200);
    await expect(personRows.getByRole('rowheader')).toHaveText(['Camille Tremblay']);
  });
}
