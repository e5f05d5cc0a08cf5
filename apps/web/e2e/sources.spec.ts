import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { ADMIN, GROWTH_ADMIN } from './support/demo-users.ts';
import { googleCalls } from './support/google.ts';
import { signIn } from './support/session.ts';

test('an Admin syncs a Google location now and reconnects Google through its consent page', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/administration');
  const google = page.getByTestId('source-google');
  await expect(google.getByRole('heading', { name: 'Google Business Profile' })).toBeVisible();
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
  // Three locations: each card lists them all, with no search, filters or pages.
  await expect(page.getByTestId('source-connections')).toHaveCount(0);
  await expect(page.getByTestId('sources-panel').getByRole('searchbox')).toHaveCount(0);
  const row = google.getByTestId('source-row-google-Plateau');
  await expect(row.getByText('Syncing')).toBeVisible();

  await row.getByRole('button', { name: 'Sync Plateau now' }).click();
  // The worker reads Google's reviews list, 50 at a time, newest change first.
  await expect
    .poll(async () =>
      (await googleCalls()).some(
        (c) =>
          c.path.startsWith('/v4/accounts/demo/locations/') &&
          c.path.includes('pageSize=50') &&
          c.path.includes('orderBy=updateTime+desc'),
      ),
    )
    .toBe(true);
  await expect(row.getByText(/^Last sync: \d+ new, \d+ edited, \d+ deleted$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(row.getByRole('alert')).toHaveCount(0);

  // Yelp and Tripadvisor are in the Pro plan and enabled: they ask for the API key.
  await expect(page.getByTestId('source-yelp').getByLabel('Yelp API key')).toBeVisible();
  await expectNoViolations(page, 'sources panel, light');

  await google.getByRole('button', { name: 'Reconnect Google Business Profile' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/administration\?source=google&outcome=connected/);
  await expect(page.getByTestId('sources-outcome')).toHaveText(
    'Google is connected. Choose the Google location of each of your locations below.',
  );
  const token = (await googleCalls()).find((c) => c.path === '/token');
  expect(token?.method).toBe('POST');
  await expect(google.getByText('Connected', { exact: true })).toBeVisible();
});

test('a Growth Admin sees Google, and the upgrade panel for Yelp and Tripadvisor (dark)', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await signIn(page, GROWTH_ADMIN);
  await page.goto('/en/dashboard/administration');
  await expect(page.getByTestId('source-google')).toBeVisible();
  for (const platform of ['yelp', 'tripadvisor']) {
    const upgrade = page.getByTestId(`source-upgrade-${platform}`);
    await expect(upgrade).toContainText('is part of the Pro and Enterprise plans.');
    await expect(upgrade.getByRole('link', { name: 'Contact sales' })).toBeVisible();
  }
  await expect(page.getByTestId('source-yelp').getByLabel('Yelp API key')).toHaveCount(0);
  await expectNoViolations(page, 'sources panel, dark');
});

for (const lang of ['en', 'fr'] as const)
  test(`a token Facebook refuses is not saved, and the Admin reads why (${lang})`, async ({
    page,
  }) => {
    const text = {
      en: {
        field: 'Facebook Page access token',
        save: 'Save key',
        refused: 'Facebook refused these credentials, so nothing was saved.',
        said: /^Facebook said: “Error validating access token/,
      },
      fr: {
        field: 'Jeton d’accès de la Page Facebook',
        save: 'Enregistrer la clé',
        refused: 'Facebook a refusé ces identifiants : rien n’a été enregistré.',
        said: /^Réponse de Facebook : « Error validating access token/,
      },
    }[lang];
    await signIn(page, ADMIN);
    await page.goto(`/${lang}/dashboard/administration`);
    const facebook = page.getByTestId('source-facebook');
    await facebook.getByLabel(text.field).fill('not-a-real-token');
    await facebook.getByRole('button', { name: text.save }).click();
    const alert = facebook.getByRole('alert');
    await expect(alert).toContainText(text.refused);
    await expect(alert.getByTestId('platform-reason')).toHaveText(text.said);
    // The demo's own Page connection is untouched.
    await expect(facebook.getByTestId('source-row-facebook-Plateau')).toBeVisible();
  });
