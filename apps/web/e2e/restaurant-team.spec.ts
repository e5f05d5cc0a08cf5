import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { GROWTH_ADMIN } from './support/demo-users.ts';
import { pickLocation } from './support/location-picker.ts';
import { signIn } from './support/session.ts';
import { receivedMails } from './support/smtp.ts';

/**
 * The restaurant's own locations and users on the administration screen. The journey works in
 * the Growth restaurant, whose locations and users no other journey counts.
 */
const unique = () => Math.random().toString(36).slice(2, 7);

test('an Admin adds, renames and deletes locations, invites a Manager and disables them', async ({
  page,
}) => {
  const stamp = unique();
  const first = `Terrasse ${stamp}`;
  const renamed = `Terrasse du port ${stamp}`;
  const spare = `Pop-up ${stamp}`;
  const email = `manager-${stamp}@example.test`;
  await signIn(page, GROWTH_ADMIN);
  await page.goto('/en/dashboard/administration');
  const places = page.getByTestId('team-locations');
  const rowOf = (name: string) =>
    places.getByTestId('team-location').filter({ has: page.getByText(name, { exact: true }) });

  for (const name of [first, spare]) {
    await places.getByLabel('New location name').fill(name);
    await places.getByRole('button', { name: 'Add location' }).click();
    await expect(rowOf(name)).toBeVisible();
    // The form empties once the add has settled: typing the next name before would be erased.
    await expect(places.getByLabel('New location name')).toHaveValue('');
  }
  // The list reloaded everywhere: the location switcher offers the new location at once.
  await page.getByTestId('location-switcher').click();
  // A plain menu, or the search of a long list while other journeys add Growth locations.
  await expect(
    page
      .getByRole('menuitemradio', { name: first })
      .or(page.getByRole('list', { name: 'Locations' }).getByRole('button', { name: first })),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await places.getByRole('button', { name: `Rename ${first}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(renamed)).toBeVisible();
  await expect(places.getByTestId('team-locations-notice')).toHaveText(`Renamed to ${renamed}.`);

  await places.getByRole('button', { name: `Delete ${spare}` }).click();
  const confirm = dialog.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${spare} to confirm`).fill(spare);
  await confirm.click();
  await expect(rowOf(spare)).toHaveCount(0);

  const users = page.getByTestId('team-users');
  await users.getByRole('button', { name: 'Invite a user' }).click();
  await dialog.getByLabel('First name', { exact: true }).fill('Noor');
  await dialog.getByLabel('Last name', { exact: true }).fill(`Invited ${stamp}`);
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'Manager' });
  await pickLocation(page, dialog, 'Home location', renamed);
  await expectNoViolations(page, 'invite dialog');
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(users.getByTestId('team-users-notice')).toHaveText(`Invitation sent to ${email}.`);
  const row = users.getByTestId('team-user').filter({ hasText: email });
  await expect(row).toContainText('Manager');
  await expect(row).toContainText(renamed);
  await expect(row.getByTestId('team-user-status')).toHaveText('Active');

  // The invitation reaches the journeys' mailbox with its one-time link.
  await expect
    .poll(
      async () =>
        (await receivedMails()).some(
          (mail) => mail.to.includes(email) && /\/set-password\?token=[\w-]+/.test(mail.text),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);

  await row.getByRole('button', { name: `Disable Noor Invited ${stamp}` }).click();
  await expect(row.getByTestId('team-user-status')).toHaveText('Disabled');
  await expect(users.getByTestId('team-users-notice')).toHaveText(
    `${email} can no longer sign in.`,
  );
  await expectNoViolations(page, 'locations and users');
});

test('a location that cannot be added says so, in French and dark', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await signIn(page, GROWTH_ADMIN);
  await page.route('**/v1/location', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ status: 'error', code: 'service_unavailable', message: 'down' }),
        })
      : route.fallback(),
  );
  await page.goto('/fr/dashboard/administration');
  const places = page.getByTestId('team-locations');
  await places.getByLabel('Nom du nouvel établissement').fill(`Jamais ${unique()}`);
  await places.getByRole('button', { name: 'Ajouter l’établissement' }).click();
  await expect(places.getByRole('alert')).toHaveText('Échec de l’ajout de l’établissement');
  await expectNoViolations(page, 'locations panel fr dark');
});
