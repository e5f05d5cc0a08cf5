import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo-users.ts';

/**
 * Signs in through the API so the refresh cookie lands in the page's context; the app restores
 * the session from it on the next load. For journeys that do not test the login form itself.
 */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  const response = await page.request.post('/v1/auth/login', {
    data: { username: user.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${user.email}`).toBe(200);
}

/** An access token of a session of its own, for API calls beside the screens. */
export async function accessToken(request: APIRequestContext, user: DemoUser): Promise<string> {
  const response = await request.post('/v1/auth/login', {
    data: { username: user.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${user.email}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A SuperAdmin picks the restaurant to act on, as the console's "Manage" button does. */
export async function manageRestaurant(page: Page, name: string, lang = 'en'): Promise<void> {
  await page.goto(`/${lang}/superadmin/restaurants`);
  await page
    .getByTestId('restaurant-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: lang === 'fr' ? `Gérer ${name}` : `Manage ${name}` })
    .click();
  await expect(page).toHaveURL(`/${lang}/dashboard/home`);
}

/** Signs in and, for a SuperAdmin, chooses the user's restaurant: ready for the dashboard. */
export async function openDashboard(page: Page, user: DemoUser, lang = 'en'): Promise<void> {
  await signIn(page, user);
  if (user.role === 'SuperAdmin') await manageRestaurant(page, user.restaurant, lang);
  else await page.goto(`/${lang}/dashboard/home`);
  await expect(page.getByTestId('screen-home')).toBeVisible();
}
