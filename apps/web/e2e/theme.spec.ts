import { expect, test } from '@playwright/test';
import { MANAGER } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

test('the dark theme is applied before the first paint and survives a reload', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

  // The class must be there as soon as the document is parsed, before the app's script runs.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light mode');
});

test('the user menu toggles the theme in the dashboard', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.goto('/en/dashboard/home');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-theme-toggle').click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
