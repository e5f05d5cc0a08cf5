import { expect, test } from '@playwright/test';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('the drawer opens from the top bar, navigates and closes', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/home');
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('top-bar-location')).toHaveText('All Locations');

  await page.getByTestId('open-drawer').click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('nav-reviews').click();
  await expect(page).toHaveURL('/en/dashboard/reviews');
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('screen-reviews')).toBeVisible();

  await page.getByTestId('open-drawer').click();
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('location-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Plateau' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('top-bar-location')).toHaveText('Plateau');
  await expect(page.getByTestId('open-drawer')).toBeFocused();
});

test('the public pages fit a phone', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('free-trial')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
