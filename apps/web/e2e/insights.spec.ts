import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, BOH, MANAGER } from './support/demo-users.ts';
import { openDashboard } from './support/session.ts';

/** Checks the page in the light theme, then again in the dark one. */
async function expectAccessibleInBothThemes(page: Page, label: string) {
  await expectSettled(page);
  await expectNoViolations(page, `${label} (light)`);
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'dark');
    document.documentElement.classList.add('dark');
  });
  await expectNoViolations(page, `${label} (dark)`);
  await page.evaluate(() => {
    window.localStorage.setItem('theme', 'light');
    document.documentElement.classList.remove('dark');
  });
}

/** The display formats (docs/product/analytics.md#display-formats), never ISO days. */
const DISPLAY_DATE = { en: /[A-Z][a-z]{2} \d{2}, \d{4}/, fr: /\d{1,2} \p{L}+ \d{4}/u };
const ISO_DAY = /\d{4}-\d{2}-\d{2}/;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`review intelligence (${lang})`, () => {
    test('keywords: occurrences, category filter and a keyword’s details', async ({ page }) => {
      await openDashboard(page, ADMIN, lang);
      await page.getByTestId('nav-keywords').click();
      await expect(page.getByTestId('screen-keywords')).toBeVisible();
      const occurrences = page.getByTestId('keyword-occurrences');
      await expect(occurrences.locator('tbody tr').first()).toBeVisible();
      await expect(occurrences.getByTestId('polarity').first()).toBeVisible();
      await expectAccessibleInBothThemes(page, 'keywords');

      await page.getByTestId('keyword-category').selectOption('drinks');
      await expect(occurrences.locator('tbody tr').first()).toBeVisible();
      const categories = await occurrences.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(new Set(categories)).toEqual(new Set([lang === 'en' ? 'Drinks' : 'Boissons']));

      await page.getByTestId('keyword-summary').getByRole('button').first().click();
      const details = page.getByTestId('keyword-details');
      await expect(details.getByTestId('polarity').first()).toBeVisible();
      await expect(details).toContainText(DISPLAY_DATE[lang]);
      await expect(details).not.toContainText(ISO_DAY);
      await expectNoViolations(page, 'keyword details');
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // The period chosen stays with the area for the session; a custom range is offered too.
      const preset = page.getByTestId('analytics-preset');
      await preset.selectOption('last_7_days');
      await page.getByTestId('nav-menu').click();
      await expect(page.getByTestId('menu-insights')).toBeVisible();
      await expect(page.getByTestId('analytics-preset')).toHaveValue('last_30_days');
      await page.getByTestId('nav-keywords').click();
      await expect(preset).toHaveValue('last_7_days');
      await expect(preset.locator('option[value="custom"]')).toHaveCount(1);
      await expect(preset.locator('option[value$="_vs_previous_7_days"]')).toHaveCount(0);
    });

    test('menu: item insights, then the kitchen adds and imports items', async ({ page }) => {
      // Each catalogue change re-analyses the demo's 1,850 reviews on the same server process.
      test.slow();
      await openDashboard(page, BOH, lang);
      await page.getByTestId('nav-menu').click();
      const insights = page.getByTestId('menu-insights');
      await expect(insights.locator('tbody tr').first()).toBeVisible();
      const items = await insights.locator('tbody tr td:first-child').allTextContents();
      for (const generic of ['food', 'drinks', 'dish', 'starters'])
        expect(items.map((i) => i.toLowerCase())).not.toContain(generic);
      await expectAccessibleInBothThemes(page, 'menu');

      const name = `Gnocchi ${lang} ${Date.now()}`;
      const add = page.getByTestId('menu-add');
      await add.getByLabel(lang === 'en' ? 'Name' : 'Nom').fill(name);
      await add.getByLabel('Alias').fill('gnocchis maison');
      await add.getByRole('button').click();
      await expect(page.getByTestId('menu-catalogue')).toContainText(name);

      await page
        .getByLabel(lang === 'en' ? /Import from a list/ : /Importer une liste/)
        .fill(`Pavlova ${lang}\nfood`);
      await page.getByRole('button', { name: lang === 'en' ? 'Import' : 'Importer' }).click();
      // The server re-analyses reviews after each catalogue change; the answer may queue behind it.
      await expect(page.getByRole('status').filter({ hasText: /1 (added|ajoutés)/ })).toBeVisible({
        timeout: 90_000,
      });
      await expect(page.getByTestId('menu-catalogue')).toContainText(`Pavlova ${lang}`);
    });

    test('staff: performance per person and a profile with mentions over time', async ({
      page,
    }) => {
      await openDashboard(page, MANAGER, lang);
      await page.getByTestId('nav-staff').click();
      const performance = page.getByTestId('staff-performance');
      await expect(performance.locator('tbody tr').first()).toBeVisible();
      // Counts agree in number with their word: "1 négatif", "0 neutre", "2 positifs".
      if (lang === 'fr')
        await expect(performance).not.toContainText(/(^|\D)[01] (positifs|négatifs|neutres)/);
      await expect(page.getByTestId('staff-mentions').locator('li').first()).toBeVisible();
      await expect(page.getByTestId('staff-mentions').locator('li').first()).toContainText(
        DISPLAY_DATE[lang],
      );
      await expect(page.getByTestId('staff-mentions')).not.toContainText(ISO_DAY);
      await expectAccessibleInBothThemes(page, 'staff');

      await page.getByTestId('nav-staff/profiles').click();
      const roster = page.getByTestId('staff-roster');
      await expect(roster.locator('tbody tr').first()).toBeVisible();
      await expect(page.getByTestId('staff-add')).toHaveCount(0);
      await expectAccessibleInBothThemes(page, 'staff profiles');

      await roster.getByRole('link').first().click();
      await expect(page.getByTestId('staff-profile')).toBeVisible();
      await expect(page.getByTestId('profile-totals')).toBeVisible();
      await expectAccessibleInBothThemes(page, 'staff profile');
    });
  });
}
