import { DASHBOARD_ROUTE_KEYS } from '@tableside/domain/access';
import { expect, test, type Page } from '@playwright/test';
import { AXE_PASSES, expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, GROWTH_ADMIN, SUPERADMIN } from './support/demo-users.ts';
import { openDashboard, signIn } from './support/session.ts';

/** Loads a page and waits until it has rendered its main heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  // A cold load fetches the screen's code and its translations first: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
}

const PUBLIC_PATHS = [
  '',
  '/blog',
  '/enterprise',
  '/solutions',
  '/pricing',
  '/onboarding',
  '/enterprise-quote',
  '/login',
  '/auth/callback',
];
const CONSOLE_PATHS = [
  '',
  '/restaurants',
  '/locations',
  '/users',
  '/analytics',
  '/subscriptions',
  '/leads',
  '/outbox',
];

for (const [lang, theme] of AXE_PASSES) {
  test.describe(`${lang}, ${theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    });

    test('public pages and login', async ({ page }) => {
      for (const path of PUBLIC_PATHS) {
        await visit(page, `/${lang}${path}`);
        await expectNoViolations(page, path || '/');
      }
    });

    test('every dashboard screen as Admin, with its menus and dialog', async ({ page }) => {
      // Fifteen screens, several with real figures and charts, each checked by axe.
      test.slow();
      await signIn(page, ADMIN);
      await visit(page, `/${lang}/dashboard/home`);
      await page.getByTestId('nav-socials').click();
      // In-app navigation: each screen as a user reaches it, without a reload per route.
      for (const route of DASHBOARD_ROUTE_KEYS) {
        await page.getByTestId(`nav-${route}`).click();
        await expect(page.getByTestId(`screen-${route}`)).toBeVisible();
        await expectSettled(page);
        await expectNoViolations(page, route);
      }
      await page.getByTestId('location-switcher').click();
      await expectNoViolations(page, 'location menu');
      await page.keyboard.press('Escape');
      await page.getByTestId('user-menu').click();
      await expectNoViolations(page, 'user menu');
      await page.getByTestId('open-account').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'account dialog');
    });

    test('the upgrade panel and plan badges', async ({ page }) => {
      await signIn(page, GROWTH_ADMIN);
      await visit(page, `/${lang}/dashboard/graphs`);
      await page.getByTestId('nav-socials').click();
      await expectNoViolations(page, 'upgrade panel');
    });

    test('the console as SuperAdmin, and the mobile drawer', async ({ page }) => {
      await signIn(page, SUPERADMIN);
      for (const path of CONSOLE_PATHS) {
        await visit(page, `/${lang}/superadmin${path}`);
        await expectNoViolations(page, path || '/superadmin');
      }
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByTestId('open-drawer').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'console drawer');
    });
  });
}

test('the dashboard drawer on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openDashboard(page, SUPERADMIN);
  await page.getByTestId('open-drawer').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'dashboard drawer');
});
