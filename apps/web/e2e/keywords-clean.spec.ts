import { expect, test, type Page } from '@playwright/test';
import { isFillerKeyword } from '@tableside/domain/keyword-filler';
import { ADMIN } from './support/demo-users.ts';
import { openDashboard } from './support/session.ts';

/** The keywords the screen shows: the most mentioned and the loaded occurrences. */
async function shownKeywords(page: Page): Promise<string[]> {
  const summary = await page.getByTestId('keyword-summary').getByRole('button').allTextContents();
  const rows = await page
    .getByTestId('keyword-occurrences')
    .locator('tbody tr td:first-child')
    .allTextContents();
  return [...summary.map((s) => s.replace(/\s*\(\d+\)\s*$/, '')), ...rows].map((k) =>
    k.trim().toLowerCase(),
  );
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`keywords screen (${lang})`, () => {
    test('pages the occurrences with Show more', async ({ page }) => {
      await openDashboard(page, ADMIN, lang);
      await page.getByTestId('nav-keywords').click();
      const rows = page.getByTestId('keyword-occurrences').locator('tbody tr');
      await expect(rows).toHaveCount(20);
      const shown = page.getByTestId('keyword-shown');
      const pattern = lang === 'en' ? /^20 of (\d+) occurrences$/ : /^20 apparitions sur (\d+)$/;
      await expect(shown).toHaveText(pattern);
      const total = Number(pattern.exec((await shown.textContent()) ?? '')![1]);
      expect(total).toBeGreaterThan(40);

      await page.getByTestId('keyword-more').click();
      await expect(rows).toHaveCount(40);
      await expect(shown).toHaveText(
        lang === 'en' ? `40 of ${total} occurrences` : `40 apparitions sur ${total}`,
      );

      // A keyword’s details page its snippets the same way, up to its mentions.
      // Over the demo's whole history, so that the top keyword has more than a page.
      const today = new Date().toISOString().slice(0, 10);
      await page.getByTestId('analytics-preset').selectOption('custom');
      await page.getByTestId('analytics-start').fill(`${Number(today.slice(0, 4)) - 2}-01-01`);
      await page.getByTestId('analytics-end').fill(today);
      const top = page.getByTestId('keyword-summary').getByRole('button').first();
      const countOf = async () =>
        Number(/\((\d+)\)\s*$/.exec((await top.textContent()) ?? '')?.[1]);
      await expect.poll(countOf).toBeGreaterThan(20);
      const mentions = await countOf();
      await top.click();
      const snippets = page.getByTestId('keyword-details').locator('ul > li');
      await expect(snippets).toHaveCount(20);
      await page.getByTestId('keyword-details-more').click();
      await expect(snippets).toHaveCount(Math.min(40, mentions));
      await expect(page.getByTestId('keyword-details')).toContainText(String(mentions));
      await page.keyboard.press('Escape');

      // Another category starts again from its first page.
      await page.getByTestId('keyword-category').selectOption('service');
      await expect(rows).toHaveCount(20);
    });

    test('shows no dish or person split into words, and no filler word', async ({ page }) => {
      await openDashboard(page, ADMIN, lang);
      await page.getByTestId('nav-menu').click();
      const menu = page.getByTestId('menu-insights').locator('tbody tr td:first-child');
      await expect(menu.first()).toBeVisible();
      const dishes = (await menu.allTextContents()).map((d) => d.trim().toLowerCase());
      await page.getByTestId('nav-staff').click();
      const people = page.getByTestId('staff-performance').locator('tbody tr td:first-child');
      await expect(people.first()).toBeVisible();
      const names = (await people.allTextContents()).map((d) => d.trim().toLowerCase());

      await page.getByTestId('nav-keywords').click();
      await expect(page.getByTestId('keyword-names-note')).toHaveText(
        lang === 'en' ? /counted on the Menu and Staff screens/ : /comptés dans les écrans Menu/,
      );
      await expect(page.getByTestId('keyword-occurrences').locator('tbody tr')).toHaveCount(20);
      await page.getByTestId('keyword-more').click();
      await expect(page.getByTestId('keyword-occurrences').locator('tbody tr')).toHaveCount(40);
      const keywords = await shownKeywords(page);
      expect(keywords.length).toBeGreaterThan(40);
      const catalogue = [...dishes, ...names];
      const words = catalogue.flatMap((n) => (n.includes(' ') ? n.split(/\s+/) : []));
      expect(keywords.filter((k) => catalogue.includes(k) || words.includes(k))).toEqual([]);
      expect(keywords.filter(isFillerKeyword)).toEqual([]);
    });
  });
}
