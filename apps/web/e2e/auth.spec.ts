import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, ADMIN, BOH, MANAGER } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

test.describe('sign-in', () => {
  for (const user of DEMO_USERS) {
    test(`${user.email} signs in and lands on the ${user.role} home`, async ({ page }) => {
      await page.goto('/en/login');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (user.role === 'SuperAdmin') {
        await expect(page).toHaveURL('/en/superadmin');
        await expect(page.getByRole('heading', { name: 'System Overview' })).toBeVisible();
      } else {
        await expect(page).toHaveURL('/en/dashboard/home');
        await expect(page.getByTestId('restaurant-name')).toHaveText(user.restaurant);
        await expect(page.getByTestId('tier-badge')).toHaveText(user.tier);
      }
    });
  }

  test('a wrong password shows the API refusal in the red box', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Authentication failed');
    await expect(page).toHaveURL('/en/login');
  });

  test('both fields are required and the email field is of email type', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
  });
});

test.describe('signed-in redirects', () => {
  test('a signed-in user opening login, the callback or /authenticated goes home', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    for (const path of ['/en/login', '/en/auth/callback?code=x', '/en/authenticated', '/en']) {
      await page.goto(path);
      await expect(page).toHaveURL('/en/dashboard/home');
    }
  });

  test('the session survives a reload through the silent refresh', async ({ page }) => {
    await signIn(page, MANAGER);
    await page.goto('/en/dashboard/alerts');
    await expect(page.getByTestId('screen-alerts')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('screen-alerts')).toBeVisible();
  });

  test('the dashboard sends a signed-out visitor to login', async ({ page }) => {
    await page.goto('/en/dashboard/reviews');
    await expect(page).toHaveURL('/en/login');
  });
});

test('logout ends the session and goes to the language home', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/fr/dashboard/home');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL('/fr');
  await expect(page.getByTestId('free-trial')).toBeVisible();
  await page.goto('/fr/dashboard/home');
  await expect(page).toHaveURL('/fr/login');
});

test.describe('auth callback', () => {
  test('without a code it explains and offers the login page', async ({ page }) => {
    await page.goto('/en/auth/callback');
    await expect(
      page.getByText(
        'Invalid authentication callback. No code received. Please try logging in again.',
      ),
    ).toBeVisible();
  });

  test('with an error it shows the provider error', async ({ page }) => {
    await page.goto('/en/auth/callback?error=access_denied');
    await expect(page.getByText('Authentication Failed: access_denied')).toBeVisible();
  });

  test('with a code the server refuses it reports the failure', async ({ page }) => {
    await page.goto('/en/auth/callback?code=not-a-real-code&state=x');
    await expect(page.getByRole('alert')).toContainText('Authentication Failed: ');
  });
});

test.describe('two tabs', () => {
  test('refreshing at the same time keep both tabs signed in, one rotation after the other', async ({
    page,
    context,
  }) => {
    await signIn(page, BOH);
    await page.goto('/en/dashboard/alerts');
    await expect(page.getByTestId('screen-alerts')).toBeVisible();
    const second = await context.newPage();
    await second.goto('/en/dashboard/alerts');
    await expect(second.getByTestId('screen-alerts')).toBeVisible();

    // Every refresh that rotated sets a new cookie; one answered within the server's grace
    // window would not. With the cross-tab lock, each tab presents the token the other left.
    const refreshes: Promise<string | null>[] = [];
    for (const tab of [page, second])
      tab.on('response', (response) => {
        if (response.url().endsWith('/v1/auth/refresh'))
          refreshes.push(response.headerValue('set-cookie'));
      });
    // A reload drops the in-memory access token, so both tabs refresh at once.
    for (let round = 0; round < 3; round++) {
      await Promise.all([page.reload(), second.reload()]);
      for (const tab of [page, second]) {
        await expect(tab.getByTestId('screen-alerts')).toBeVisible();
        await expect(tab).toHaveURL('/en/dashboard/alerts');
      }
    }
    const cookies = await Promise.all(refreshes);
    expect(cookies.length).toBeGreaterThanOrEqual(6);
    for (const cookie of cookies) expect(cookie).toContain('tableside_refresh=');
  });
});
