import { expect, test, type Page } from '@playwright/test';
import { SUPERADMIN } from './support/demo-users.ts';
import { accessToken, signIn } from './support/session.ts';

// The console never hides a failure (docs/product/console.md#toasts): a list that did not load
// says why instead of looking empty, and a save is a success only when the server says so.
// Broken answers (a 200 with `status: "error"`, `data: null`, a dropped connection) are what a
// proxy or a half-deployed server sends; the browser is given them at the network edge.

const toast = (page: Page, text: string) =>
  expect(page.getByTestId('toast').filter({ hasText: text }).last()).toBeVisible();

test('failed loads say why, never an empty list or zeros', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  await page.route('**/v1/restaurant?**', (route) =>
    route.fulfill({ json: { status: 'error', message: 'oops' } }),
  );
  await page.route('**/v1/restaurant', (route) =>
    route.fulfill({ json: { status: 'error', message: 'oops' } }),
  );
  await page.goto('/en/superadmin/restaurants');
  await expect(page.getByTestId('load-failed')).toHaveText(
    'Failed to fetch restaurants: Unexpected response format',
  );
  await expect(page.getByText('No restaurants yet')).toHaveCount(0);

  await page.route('**/v1/auth/user/page?*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/en/superadmin/users');
  await expect(page.getByTestId('load-failed')).toHaveText(
    'Failed to fetch users: Something went wrong',
  );
  await expect(page.getByText('No users found')).toHaveCount(0);
  await page.unroute('**/v1/auth/user/page?*');

  await page.route('**/v1/location/page?*', (route) => route.abort('connectionrefused'));
  await page.goto('/fr/superadmin/locations');
  await expect(page.getByTestId('load-failed')).toHaveText(
    'Impossible de charger les établissements : Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  );
  await expect(page.getByTestId('location-stat-total')).toHaveCount(0);
});

test('a users page the server refuses says why, in the reader’s language', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  // The server's own answer to a page it will not read (e.g. ?limit=500), given to the browser.
  const refusal = (await (
    await page.request.get('/v1/auth/user/page?limit=500', {
      headers: { authorization: `Bearer ${await accessToken(page.request, SUPERADMIN)}` },
    })
  ).json()) as { code: string };
  expect(refusal.code).toBe('validation_failed');
  await page.route('**/v1/auth/user/page?*', (route) =>
    route.fulfill({ status: 400, json: refusal }),
  );
  await page.goto('/en/superadmin/users');
  await expect(page.getByTestId('load-failed')).toHaveText(
    'Failed to fetch users: The request is not valid',
  );
  await page.goto('/fr/superadmin/users');
  await expect(page.getByTestId('load-failed')).toHaveText(
    "Impossible de charger les utilisateurs : La requête n'est pas valide",
  );
  await expect(page.getByText('Aucun utilisateur trouvé')).toHaveCount(0);
});

test('a save is a success only when the server says so, and a refusal gives its reason', async ({
  page,
}) => {
  await signIn(page, SUPERADMIN);
  // The server refuses a private approval webhook; the admin is told why, in their language.
  await page.goto('/en/superadmin/restaurants');
  const card = page
    .getByTestId('restaurant-card')
    .filter({ has: page.getByRole('heading', { name: 'Maison Tableside', exact: true }) });
  await card.getByRole('button', { name: 'Edit Maison Tableside' }).click();
  await page.getByLabel('Approval webhook URL').fill('http://127.0.0.1:9/hook');
  await page.getByTestId('restaurant-submit').click();
  await toast(page, 'Failed to update restaurant: The webhook must be a public http(s) address.');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // An answer without the saved user is not "User updated successfully".
  await page.route('**/v1/auth/user/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ json: { status: 'success', data: null } })
      : route.continue(),
  );
  await page.goto('/en/superadmin/users');
  await page.getByRole('row').filter({ hasText: 'manager@tableside.demo' }).click();
  await page.getByTestId('user-submit').click();
  await toast(page, 'Unexpected response format');
  await expect(
    page.getByTestId('toast').filter({ hasText: 'User updated successfully' }),
  ).toHaveCount(0);
});
