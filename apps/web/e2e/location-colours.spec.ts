import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support/demo-users.ts';
import { openDashboard } from './support/session.ts';

const TEXT = {
  en: { locations: 'Locations', appearance: 'Appearance', red: 'Red', dark: 'Dark' },
  fr: { locations: 'Établissements', appearance: 'Apparence', red: 'Rouge', dark: 'Sombre' },
} as const;

async function openAccountTab(page: Page, name: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-account').click();
  await page.getByRole('tab', { name }).click();
}

for (const lang of ['en', 'fr'] as const) {
  test(`each location's chart colour is chosen in account settings, and the theme (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openDashboard(page, ADMIN, lang);
    await page.goto(`/${lang}/dashboard/trends`);
    const rows = page.getByTestId('location-table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const first = (await rows.first().getByRole('rowheader').innerText()).trim();

    await openAccountTab(page, text.locations);
    const picker = page.getByTestId('location-colour').filter({ hasText: first });
    // The swatch (its label, named by the colour) is what a pointer reaches.
    await picker.getByTitle(text.red).click();
    await expect(picker.getByRole('radio', { name: text.red })).toBeChecked();
    // Appearance: the theme from the same dialog.
    await page.getByRole('tab', { name: text.appearance }).click();
    await page.getByRole('radio', { name: text.dark }).check();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Escape');

    // The table's swatch and, on the graphs, the location's line take the colour at once.
    await expect(rows.first().getByTestId('location-swatch')).toHaveCSS(
      'background-color',
      'rgb(220, 38, 38)',
    );
    await page.goto(`/${lang}/dashboard/graphs`);
    await expect(page.locator('.recharts-line path[stroke="#dc2626"]').first()).toBeAttached();
    // Kept in this browser for the next visit.
    await page.reload();
    await page.goto(`/${lang}/dashboard/trends`);
    await expect(rows.first().getByTestId('location-swatch')).toHaveCSS(
      'background-color',
      'rgb(220, 38, 38)',
    );
  });
}
