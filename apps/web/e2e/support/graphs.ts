import { expect, type Page } from '@playwright/test';

/**
 * Opens the Graphs screen and waits until its charts are drawn. They wait for six queries
 * (series, figures, replies and the three trends); beside three other journeys on a busy CI
 * machine those took more than the 10 s an assertion waits by default (twice, each time on a
 * different journey), while on a quiet machine the screen is complete in 2–4 s.
 */
export async function openGraphs(page: Page, lang: 'en' | 'fr') {
  await page.goto(`/${lang}/dashboard/graphs`);
  for (const chart of ['chart-rating', 'chart-categories', 'chart-menu', 'chart-staff'])
    await expect(page.getByTestId(chart).locator('svg.recharts-surface').first()).toBeVisible({
      timeout: 30_000,
    });
}
