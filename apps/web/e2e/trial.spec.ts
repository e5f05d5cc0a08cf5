import { expect, test, type Page } from '@playwright/test';
import {
  EXPIRED_ADMIN,
  EXPIRED_MANAGER,
  GROWTH_ADMIN,
  SUPERADMIN,
  TRIAL_ADMIN,
} from './support/demo-users.ts';
import { openDashboard, signIn } from './support/session.ts';

// docs/product/plans-and-roles.md#free-trial and #requesting-an-upgrade. The journeys of the
// expired restaurant and of the upgrade request change what they read: each runs in order.
test.describe.configure({ mode: 'serial' });

const restaurantCard = (page: Page, name: string) =>
  page
    .getByTestId('restaurant-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an Admin on trial sees the days left, in English and French', async ({ page }) => {
  await openDashboard(page, TRIAL_ADMIN);
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText(/^Trial: 12 days left on Pro — ends \w{3} \d{1,2}, \d{4}/);
  await page.goto('/en/dashboard/administration');
  await expect(page.getByTestId('plan-trial')).toContainText('12 days left on Pro');
  await expect(page.getByRole('button', { name: 'Keep Pro after the trial' })).toBeEnabled();
  await page.goto('/fr/dashboard/home');
  await expect(banner).toContainText(
    /^Essai : il reste 12 jours sur le forfait Pro — fin le \d{1,2} \S+ \d{4}/,
  );
  await expect(page.getByTestId('trial-expired-banner')).toHaveCount(0);
});

test('an expired restaurant is read-only: a banner, and approving is disabled', async ({
  page,
  browser,
}) => {
  await openDashboard(page, EXPIRED_ADMIN);
  const banner = page.getByTestId('trial-expired-banner');
  await expect(banner).toContainText('Your free trial ended on');
  await expect(banner).toContainText('this restaurant is read-only');
  await page.goto('/en/dashboard/reviews');
  // The seeded review with its draft: the running demo adds a guest review to every restaurant
  // now and then, which would come first in the list (the seeded one is the oldest).
  await page.getByTestId('review-open').filter({ hasText: 'Julie Fortin' }).last().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('reply-text')).toHaveValue(/Merci Julie/);
  await expect(sheet.getByTestId('reply-approve')).toBeDisabled();
  await expect(sheet.getByTestId('reply-text')).toBeDisabled();
  await expect(sheet.getByTestId('reply-read-only')).toHaveText(
    "The free trial has ended: replies can't be changed until a plan is chosen.",
  );
  // Settings too; the plan panel stays usable.
  await page.goto('/en/dashboard/administration');
  await expect(page.getByTestId('team-locations').getByRole('button').first()).toBeDisabled();
  await expect(page.getByTestId('request-upgrade').first()).toBeEnabled();

  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await openDashboard(manager, EXPIRED_MANAGER, 'fr');
  await expect(manager.getByTestId('trial-expired-banner')).toContainText(
    'ce restaurant est en lecture seule',
  );
  await expect(manager.getByTestId('trial-expired-banner')).toContainText('votre administrateur');
  await managerContext.close();
});

test('the super-admin extends the trial and the read-only banner goes', async ({
  page,
  browser,
}) => {
  await signIn(page, SUPERADMIN);
  await page.goto('/fr/superadmin/restaurants');
  const card = restaurantCard(page, 'Café Échu');
  await expect(card.getByTestId('restaurant-trial')).toContainText('lecture seule');
  await card.getByTestId('trial-extend').click();
  await page.getByTestId('trial-days').fill('14');
  await page.getByTestId('trial-extend-next').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(
    'L’essai de Café Échu se terminera le',
  );
  await page.getByTestId('confirm-action').click();
  await expect(card.getByTestId('restaurant-trial')).toContainText('il reste 14 jours');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await openDashboard(admin, EXPIRED_ADMIN);
  await expect(admin.getByTestId('trial-banner')).toContainText('14 days left on Essential');
  await expect(admin.getByTestId('trial-expired-banner')).toHaveCount(0);
  await admin.goto('/en/dashboard/reviews');
  await admin.getByTestId('review-open').filter({ hasText: 'Julie Fortin' }).last().click();
  await expect(admin.getByRole('dialog').getByTestId('reply-approve')).toBeEnabled();
  await adminContext.close();
});

test('a Growth Admin requests an upgrade and the super-admin sees it among leads', async ({
  page,
  browser,
}) => {
  await openDashboard(page, GROWTH_ADMIN);
  await page.goto('/en/dashboard/administration');
  const essential = page.getByTestId('plan-offer-Essential');
  await expect(essential).toContainText('a month per location');
  await expect(essential).toContainText('$');
  await essential.getByRole('button', { name: 'Request an upgrade to Essential' }).click();
  await expect(page.getByTestId('upgrade-request-sent')).toContainText(
    'Your request for the Essential plan was sent on',
  );
  await expect(page.getByTestId('request-upgrade').first()).toBeDisabled();
  // A locked screen, in French: the request is there, and no second one can be sent.
  await page.goto('/fr/dashboard/graphs');
  await expect(page.getByTestId('upgrade-panel')).toBeVisible();
  await expect(page.getByTestId('upgrade-request-sent')).toContainText(
    'Votre demande de forfait Essential a été envoyée le',
  );
  await expect(page.getByText('Seul un administrateur')).toHaveCount(0);
  await expect(page.getByTestId('request-upgrade').first()).toBeDisabled();

  const consoleContext = await browser.newContext();
  const superadmin = await consoleContext.newPage();
  await signIn(superadmin, SUPERADMIN);
  await superadmin.goto('/en/superadmin/leads');
  await superadmin.getByLabel('Kind').selectOption({ label: 'Upgrade request' });
  const lead = superadmin.getByTestId('lead-card').filter({ hasText: 'Le Petit Growth' });
  await expect(lead).toContainText('Upgrade request');
  await expect(lead).toContainText('Essential');
  await superadmin.goto('/fr/superadmin/leads');
  await expect(
    superadmin.getByTestId('lead-card').filter({ hasText: 'Le Petit Growth' }),
  ).toContainText('Demande de forfait');
  await consoleContext.close();
});
