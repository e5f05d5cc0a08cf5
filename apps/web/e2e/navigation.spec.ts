import {
  DASHBOARD_ROUTE_KEYS,
  routeAccess,
  routeBadge,
  socialsBadge,
} from '@tableside/domain/access';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  BOH,
  GROWTH_ADMIN,
  MANAGER,
  SUPERADMIN,
  levelOf,
  type DemoUser,
} from './support/demo-users.ts';
import { openDashboard, signIn } from './support/session.ts';

/** The nav items and plan badges the sidebar renders, with the Socials group expanded. */
async function renderedNav(page: Page) {
  const nav = page.getByTestId('sidebar-nav');
  const socials = nav.getByTestId('nav-socials');
  if ((await socials.count()) > 0 && (await socials.getAttribute('aria-expanded')) !== 'true') {
    await socials.click();
  }
  const ids = await nav
    .locator('[data-testid^="nav-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
  return {
    items: ids
      .filter((id) => !id.startsWith('nav-badge-') && id !== 'nav-socials')
      .map((id) => id.slice('nav-'.length))
      .sort(),
    badges: ids
      .filter((id) => id.startsWith('nav-badge-'))
      .map((id) => id.slice('nav-badge-'.length))
      .sort(),
  };
}

function expectedNav(user: DemoUser) {
  const level = levelOf(user);
  const items = DASHBOARD_ROUTE_KEYS.filter(
    (route) => routeAccess(route, user.role, level).kind !== 'hidden',
  );
  const socialsShown = items.some((route) => route.startsWith('socials/'));
  const badges: string[] = items.filter((route) => routeBadge(route, user.role, level) !== null);
  if (socialsShown && socialsBadge(user.role, level)) badges.push('socials');
  return { items: [...items].sort(), badges: badges.sort() };
}

for (const user of [SUPERADMIN, ADMIN, MANAGER, BOH, GROWTH_ADMIN]) {
  test(`${user.email} (${user.role}, ${user.tier}) sees exactly the allowed sidebar`, async ({
    page,
  }) => {
    await openDashboard(page, user);
    expect(await renderedNav(page)).toEqual(expectedNav(user));
  });
}

test('a route the role may not use redirects to home', async ({ page }) => {
  await signIn(page, BOH);
  await page.goto('/en/dashboard/reviews');
  await expect(page).toHaveURL('/en/dashboard/home');
  await expect(page.getByTestId('screen-home')).toBeVisible();
});

test('an unknown dashboard path redirects to home', async ({ page }) => {
  await signIn(page, MANAGER);
  await page.goto('/en/dashboard/does-not-exist');
  await expect(page).toHaveURL('/en/dashboard/home');
});

test('a route above the plan shows the upgrade panel, never the screen', async ({ page }) => {
  await signIn(page, GROWTH_ADMIN);
  await page.goto('/en/dashboard/graphs');
  const panel = page.getByTestId('upgrade-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Essential');
  // The restaurant's Admin asks for the plan from here (apps/web/e2e/trial.spec.ts sends one).
  await expect(
    panel.getByRole('button', { name: 'Request an upgrade to Essential' }),
  ).toBeVisible();
  await expect(page.getByTestId('screen-graphs')).toHaveCount(0);
});

test('the console is for SuperAdmin only', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/en/superadmin/users');
  await expect(page).toHaveURL('/en/dashboard/home');
});

test('a SuperAdmin without a chosen restaurant is sent to pick one', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  await page.goto('/en/dashboard/home');
  await expect(page).toHaveURL('/en/superadmin/restaurants');
});

test('the console sidebar lists its sections with subtitles', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  await page.goto('/en/superadmin');
  const entries = [
    ['overview', 'Dashboard', 'System overview and metrics'],
    ['restaurants', 'Restaurants', 'Manage all restaurants'],
    ['locations', 'Locations', 'View all locations'],
    ['users', 'Users', 'Manage system users'],
    ['analytics', 'Analytics', 'System-wide analytics'],
    ['subscriptions', 'Subscriptions', 'Manage subscription tiers'],
  ] as const;
  for (const [id, label, subtitle] of entries) {
    const link = page.getByTestId(`superadmin-nav-${id}`);
    await expect(link).toContainText(label);
    await expect(link).toContainText(subtitle);
  }
  await page.getByTestId('superadmin-nav-users').click();
  await expect(page).toHaveURL('/en/superadmin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
});

test('choosing a location is kept per user across reloads', async ({ page }) => {
  await openDashboard(page, ADMIN);
  const switcher = page.getByTestId('location-switcher');
  await expect(switcher).toContainText('All Locations');
  await switcher.click();
  await page.getByRole('menuitemradio', { name: 'Vieux-Port' }).click();
  await expect(switcher).toContainText('Vieux-Port');
  await expect(page.getByTestId('screen-home')).toContainText('Vieux-Port');
  await page.reload();
  await expect(page.getByTestId('location-switcher')).toContainText('Vieux-Port');
});
