import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks one location in a location picker (apps/web/src/components/location-picker): a select up
 * to 25 locations, past them a button opening a search. Journeys in the Growth restaurant meet
 * either, since location-search.spec.ts adds 55 locations there for a while.
 */
export async function pickLocation(page: Page, scope: Locator, label: string, name: string) {
  const control = scope.getByLabel(label).first();
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') {
    await control.selectOption({ label: name });
    return;
  }
  await control.click();
  await page.getByRole('searchbox').last().fill(name);
  await page.getByRole('button', { name, exact: true }).click();
  await expect(control).toContainText(name);
}
