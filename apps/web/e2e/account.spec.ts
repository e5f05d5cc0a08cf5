import { expect, test, type Locator, type Page } from '@playwright/test';
import { BOH } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

async function openProfile(page: Page, menuScope: Page | Locator = page) {
  await menuScope.getByTestId('user-menu').click();
  await page.getByTestId('open-account').click();
  const dialog = page.getByRole('dialog', { name: 'Account settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the profile tab saves, and the change persists', async ({ page }) => {
  await signIn(page, BOH);
  await page.goto('/en/dashboard/home');
  let dialog = await openProfile(page);
  const firstName = dialog.getByLabel('First name');
  const original = await firstName.inputValue();
  const changed = `${original}-e2e`;

  await firstName.fill(changed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByTestId('profile-saved')).toHaveText('Profile updated successfully');
  await expect(page.getByTestId('user-menu')).toContainText(changed);

  try {
    await page.reload();
    dialog = await openProfile(page);
    await expect(dialog.getByLabel('First name')).toHaveValue(changed);
  } finally {
    await dialog.getByLabel('First name').fill(original);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByTestId('profile-saved')).toBeVisible();
  }
  // The success message goes away after 3 seconds.
  await expect(dialog.getByTestId('profile-saved')).toBeHidden({ timeout: 5_000 });
});

test('changing the e-mail asks for the current password', async ({ page }) => {
  await signIn(page, BOH);
  await page.goto('/en/dashboard/home');
  const dialog = await openProfile(page);
  const email = dialog.getByLabel('Email');
  const original = await email.inputValue();
  await expect(dialog.getByLabel('Current password')).toBeHidden();
  await email.fill(`moved-${original}`);
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByTestId('profile-error')).toHaveText(
    'Your current password is incorrect',
  );
  // Other journeys sign in as this user: the address is put back, never saved.
  await email.fill(original);
  await expect(dialog.getByLabel('Current password')).toBeHidden();
});

test('the dialog has four tabs and closes with its close button', async ({ page }) => {
  await signIn(page, BOH);
  await page.goto('/en/dashboard/home');
  const dialog = await openProfile(page);
  for (const tab of ['Profile', 'Notifications', 'Appearance', 'Locations']) {
    await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
  }
  await dialog.getByRole('tab', { name: 'Notifications' }).click();
  await expect(dialog.getByRole('switch', { name: 'In-app alerts' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the dialog fills the screen at 640px or narrower', async ({ page }) => {
    await signIn(page, BOH);
    await page.goto('/en/dashboard/home');
    await page.getByTestId('open-drawer').click();
    const dialog = await openProfile(page, page.getByRole('dialog'));
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  });
});
