import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';

/**
 * Response-time targets (docs/product/team-workflow.md#response-time-targets): the Admin shortens
 * the one- and two-star target, and a one-star review left unanswered for three hours shows in
 * the Overdue view, an hour late. The journeys change the demo restaurant's targets, so they run
 * one after the other and put the targets back. Vieux-Port, whose reviews the Manager cannot
 * see: the alerts journey counts the Manager's badge.
 */
test.describe.configure({ mode: 'serial' });

const WORDS = {
  en: {
    view: 'Overdue',
    field: '1–2 stars (hours)',
    save: 'Save targets',
    saved: 'Targets saved.',
    late: 'Overdue by 1 hour',
    search: 'Search reviews',
  },
  fr: {
    view: 'En retard',
    field: '1–2 étoiles (heures)',
    save: 'Enregistrer les délais',
    saved: 'Délais enregistrés.',
    late: '1 heure de retard',
    search: 'Rechercher dans les avis',
  },
} as const;

async function targetsUrl(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  const id = ((await self.json()) as { data: { id: string } }).data.id;
  return { url: `/v1/restaurant/${id}/response-target`, headers };
}

async function expectAccessible(page: Page, label: string) {
  await expectSettled(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await expectNoViolations(page, `${label}, ${theme}`);
  }
}

for (const lang of ['en', 'fr'] as const) {
  const w = WORDS[lang];
  test(`an Admin's target makes an old unanswered one-star review overdue (${lang})`, async ({
    page,
  }) => {
    const { url, headers } = await targetsUrl(page.request);
    const before = ((await (await page.request.get(url, { headers })).json()) as { data: object })
      .data;
    const words = `Response target ${lang} ${Date.now()}`;
    try {
      await signIn(page, ADMIN);
      await page.goto(`/${lang}/dashboard/administration`);
      const panel = page.getByTestId('response-targets');
      await panel.getByLabel(w.field).fill('2');
      await panel.getByRole('button', { name: w.save }).click();
      await expect(panel.getByRole('status')).toHaveText(w.saved);
      await expectAccessible(page, `response-time targets (${lang})`);

      await addReview(page.request, {
        location: 'Vieux-Port',
        rating: 1,
        text: words,
        reviewDate: new Date(Date.now() - 3 * 3_600_000),
      });
      await page.goto(`/${lang}/dashboard/reviews`);
      await expect(page.getByTestId('screen-reviews')).toBeVisible({ timeout: 30_000 });
      const views = page.getByTestId('inbox-views');
      await views.getByRole('button', { name: w.view }).click();
      await expect(views.getByRole('button', { name: w.view })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('searchbox', { name: w.search }).fill(words);
      await expect(page.getByTestId('reviews-count')).toHaveAttribute('data-count', '1');
      const row = page.getByTestId('data-table-row').filter({ hasText: words });
      await expect(row.getByTestId('response-due')).toHaveText(w.late);
      await expect(row.getByTestId('response-due')).toHaveAttribute('data-state', 'overdue');
      await expectAccessible(page, `Overdue view (${lang})`);
      await row.getByTestId('review-open').click();
      await expect(page.getByTestId('review-detail').getByTestId('response-due')).toHaveText(
        w.late,
      );
    } finally {
      const res = await page.request.put(url, { headers, data: before });
      expect(res.status()).toBe(200);
    }
  });
}
