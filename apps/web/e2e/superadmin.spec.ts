import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { SUPERADMIN } from './support/demo-users.ts';
import { manageRestaurant, signIn } from './support/session.ts';
import { receivedMails } from './support/smtp.ts';

const unique = () => Math.random().toString(36).slice(2, 7);

/** The invitation link from the e-mail the local SMTP sink received. */
async function invitationLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await receivedMails()) {
          if (!mail.to.includes(address)) continue;
          link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mail.text)?.[0];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text }).last()).toBeVisible();
}

function cardOf(page: Page, name: string) {
  return page
    .getByTestId('restaurant-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a new Essential restaurant, its Admin invited by e-mail, signs in to Essential’s dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Bistro ${unique()}`;
  const email = `owner-${unique()}@example.com`;
  await signIn(page, SUPERADMIN);
  await page.goto('/en/superadmin/restaurants');
  await page.getByTestId('add-restaurant').click();
  const form = page.getByTestId('restaurant-form');
  const submit = page.getByTestId('restaurant-submit');
  // docs/product/console.md#restaurant-form: Add stays disabled until both name and tier are
  // chosen.
  await expect(submit).toBeDisabled();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await expect(submit).toBeDisabled();
  await form.getByLabel('Subscription tier').selectOption({ label: 'Essential' });
  await expect(submit).toBeEnabled();
  await expect(page.getByTestId('integrations-hint')).toHaveText(
    'Available in Pro and Enterprise tiers',
  );
  await expect(page.getByTestId('integration-Yelp')).toBeDisabled();
  for (const location of ['Nord', 'Sud']) {
    await form.getByLabel('New location name').fill(location);
    await form.getByRole('button', { name: 'Add location' }).click();
  }
  await expectNoViolations(page, 'restaurant form');
  await submit.click();
  await expectToast(page, 'Restaurant created successfully!');
  const card = cardOf(page, name);
  await expect(card).toContainText('Essential');
  await expect(card).toContainText('No integrations');
  await expect(card.getByTestId('restaurant-ai')).toHaveText('AI Disabled');
  await expect(card.getByTestId('restaurant-auto-approval')).toHaveText('Off');
  await expect(card).toContainText('2 locations');

  await page.getByTestId('superadmin-nav-users').click();
  await page.getByTestId('add-user').click();
  await page.getByTestId('user-submit').click();
  await expectToast(page, 'Please fill in all required fields');
  const userForm = page.getByTestId('user-form');
  await userForm.getByLabel('Username').fill(`owner${unique()}`);
  await userForm.getByLabel('Email').fill(email);
  await userForm.getByLabel('First name').fill('Odile');
  await userForm.getByLabel('Last name').fill('Owner');
  await userForm.getByLabel('Restaurant').selectOption({ label: name });
  await userForm.getByLabel('Location').selectOption({ label: 'Nord' });
  await userForm.getByLabel('Role').selectOption({ label: 'Administrator' });
  await expect(userForm.getByLabel('Status')).toHaveValue('active');
  await expect(userForm.getByLabel(/password/i)).toHaveCount(0);
  await expectNoViolations(page, 'user form');
  await page.getByTestId('user-submit').click();
  await expectToast(page, 'User created successfully');
  await page.getByRole('searchbox').fill(email);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Administrator');

  await page.getByTestId('superadmin-nav-outbox').click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('invitation');
  const link = await invitationLink(email);
  // The mail job's state, read again until sent; each read gives a busy machine time to load.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Sent', {
      timeout: 10_000,
    });
  }).toPass();

  // The invitee, in a browser of their own.
  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(link.replace(/^https?:\/\/[^/]+/, page.url().replace(/(:\d+)\/.*$/, '$1')));
  await expect(invitee.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expectNoViolations(invitee, 'set password');
  await invitee.getByLabel('New password').fill('a-brand-new-password');
  await invitee.getByLabel('Confirm the password').fill('a-brand-new-password');
  await invitee.getByRole('button', { name: 'Set my password' }).click();
  await invitee.getByRole('link', { name: 'Sign in' }).click();
  await invitee.getByLabel('Email').fill(email);
  await invitee.getByLabel('Password').fill('a-brand-new-password');
  await invitee.getByRole('button', { name: 'Sign in' }).click();
  await expect(invitee).toHaveURL('/en/dashboard/home');
  await expect(invitee.getByTestId('restaurant-name')).toHaveText(name);
  await expect(invitee.getByTestId('tier-badge')).toHaveText('Essential');
  // Essential unlocks graphs and keywords; the agent stays a Pro feature with its badge.
  await expect(invitee.getByTestId('nav-badge-graphs')).toHaveCount(0);
  await expect(invitee.getByTestId('nav-badge-agent')).toHaveText('Pro');
  await expect(invitee.getByTestId('nav-reservations')).toHaveCount(0);
});

test('integrations follow the tier, the delay shows in its unit, delete needs the exact name', async ({
  page,
}) => {
  const name = `Throwaway ${unique()}`;
  await signIn(page, SUPERADMIN);
  await page.goto('/en/superadmin/restaurants');
  await page.getByTestId('add-restaurant').click();
  const form = page.getByTestId('restaurant-form');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Subscription tier').selectOption({ label: 'Pro' });
  await expect(page.getByTestId('integrations-hint')).toHaveCount(0);
  await page.getByTestId('integration-Yelp').check();
  await page.getByTestId('integration-Google').check();
  // Growth: integrations are disabled with the hint; Pro again: the choice is still there.
  await form.getByLabel('Subscription tier').selectOption({ label: 'Growth' });
  await expect(page.getByTestId('integration-Yelp')).toBeDisabled();
  await expect(page.getByTestId('integrations-hint')).toBeVisible();
  await form.getByLabel('Subscription tier').selectOption({ label: 'Pro' });
  await expect(page.getByTestId('integration-Yelp')).toBeEnabled();
  // The delay is shown only while auto-approval is on.
  await expect(page.getByTestId('auto-approval-delay')).toHaveCount(0);
  await page.getByTestId('auto-approve').check();
  await page.getByTestId('auto-approval-delay').selectOption({ label: '4 hours' });
  await page.getByTestId('restaurant-submit').click();
  await expectToast(page, 'Restaurant created successfully!');
  const card = cardOf(page, name);
  await expect(card).toContainText('Yelp, Google');
  await expect(card.getByTestId('restaurant-auto-approval')).toHaveText('On, 4 hours');
  await expect(page.getByTestId('restaurant-stat-withIntegrations-value')).not.toHaveText('0');
  // Restaurants on a trial are not counted as subscribed (the demo has two).
  await expect(page.getByTestId('restaurant-stat-subscribed')).toContainText(/\+ \d+ on trial/);

  for (const [label, shown] of [
    ['1 week', 'On, 1 week'],
    ['3 days', 'On, 3 days'],
    ['15 minutes', 'On, 15 minutes'],
  ] as const) {
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByTestId('auto-approval-delay').selectOption({ label });
    await page.getByTestId('restaurant-submit').click();
    await expectToast(page, 'Restaurant updated successfully!');
    await expect(card.getByTestId('restaurant-auto-approval')).toHaveText(shown);
  }

  // A stored location goes with its reviews when the form is saved: removing one asks first.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel('New location name').fill('Annex');
  await page.getByLabel('New location name').press('Enter');
  await page.getByTestId('restaurant-submit').click();
  await expectToast(page, 'Restaurant updated successfully!');
  await expect(card).toContainText('1 location');
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('button', { name: 'Remove Annex' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Annex is deleted with its reviews');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: 'Remove Annex' })).toHaveCount(0);
  await page.getByTestId('restaurant-submit').click();
  await expectToast(page, 'Restaurant updated successfully!');
  await expect(card).toContainText('0 locations');

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  const remove = dialog.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeDisabled();
  await page.getByTestId('confirm-name').fill(name.toLowerCase());
  await expect(remove).toBeDisabled();
  await page.getByTestId('confirm-name').fill(`  ${name} `);
  await expect(remove).toBeEnabled();
  await expectNoViolations(page, 'delete confirmation');
  await remove.click();
  await expectToast(page, 'Restaurant deleted successfully!');
  await expect(cardOf(page, name)).toHaveCount(0);
});

test('an onboarding sign-up becomes a restaurant with its Admin in one step', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  await page.goto('/en/superadmin/leads');
  const lead = page.getByTestId('lead-card').filter({ hasText: 'Café Demo' });
  await expect(lead).toContainText('Sign-up');
  await expect(
    page.getByTestId('lead-card').filter({ hasText: 'Franchise Demo Inc.' }),
  ).toContainText('We run 32 locations');
  await expectNoViolations(page, 'leads');
  await lead.getByRole('button', { name: 'Create the restaurant' }).click();
  // It e-mails the invitation at once: the console asks first, naming who gets it.
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('e-mails an invitation to jeanne@cafe-demo.example');
  await expectNoViolations(page, 'provision confirmation');
  await confirm.getByRole('button', { name: 'Create the restaurant' }).click();
  await expectToast(page, 'Restaurant created and invitation sent');
  await expect(lead).toContainText('Provisioned');
  await page.getByTestId('superadmin-nav-restaurants').click();
  const card = cardOf(page, 'Café Demo');
  await expect(card).toContainText('Essential');
  await expect(card).toContainText('2 locations');
  await page.getByTestId('superadmin-nav-outbox').click();
  await expect(page.getByRole('row').filter({ hasText: 'jeanne@cafe-demo.example' })).toContainText(
    'invitation',
  );
  await expectNoViolations(page, 'outbox');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the console in French, ${theme}: real figures, locations, users, tiers and analytics`, async ({
    page,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signIn(page, SUPERADMIN);
    await page.goto('/fr/superadmin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Vue d'ensemble du système");
    const reviews = page.getByTestId('overview-total_reviews-value');
    await expect(reviews).not.toHaveText('0');
    await expect(page.getByTestId('overview-active_restaurants')).toContainText(
      'Restaurants actifs',
    );
    await expect(page.getByTestId('overview-jobs')).toContainText('en attente');
    await expectNoViolations(page, 'overview fr');

    await page.goto('/fr/superadmin/locations');
    await expect(page.getByTestId('location-card').first()).toBeVisible();
    await expect(page.getByTestId('location-card').filter({ hasText: /^All$/ })).toHaveCount(0);
    await page.getByLabel('Restaurant').selectOption({ label: 'Maison Tableside' });
    await expect(page.getByTestId('location-stat-total-value')).toHaveText('3');
    await page.getByTestId('add-location').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ajouter' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'Veuillez remplir tous les champs obligatoires',
    );
    await expectNoViolations(page, 'location form fr');
    await page.keyboard.press('Escape');

    // A search that matches nothing says so, instead of "no restaurants yet".
    await page.goto('/fr/superadmin/restaurants');
    await page.getByRole('searchbox').fill('zzz-aucun');
    await expect(page.getByRole('status').filter({ hasText: 'zzz-aucun' })).toHaveText(
      'Aucun restaurant ne correspond à « zzz-aucun ».',
    );

    // Leads in French: the tone named in French, not its key.
    await page.goto('/fr/superadmin/leads');
    await expect(page.getByTestId('lead-card').filter({ hasText: 'Café Demo' })).toContainText(
      'Ton : Chaleureux',
    );

    await page.goto('/fr/superadmin/users');
    await expect(page.getByRole('columnheader', { name: /Nom d’utilisateur/ })).toBeVisible();
    await page.getByRole('searchbox').fill('zzz-nobody');
    await expect(page.getByText('Aucun utilisateur trouvé')).toBeVisible();

    await page.goto('/fr/superadmin/subscriptions');
    await expect(page.getByTestId('tier-card')).toHaveCount(4);
    // Deleting asks first, naming the plan; Pro is the demo restaurant's, so it is refused.
    await page.getByRole('button', { name: 'Supprimer Pro' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('Cela supprime définitivement le forfait Pro.');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(
      page,
      'Ce forfait est utilisé par des restaurants et ne peut pas être supprimé',
    );

    await page.goto('/fr/superadmin/analytics');
    await expect(page.getByTestId('analytics-table')).toContainText('Maison Tableside');
    await expectNoViolations(page, 'analytics fr');
  });
}

test('the console spans every restaurant even after managing one', async ({ page }) => {
  await signIn(page, SUPERADMIN);
  await manageRestaurant(page, 'Maison Tableside');
  await page.goto('/en/superadmin/users');
  await page.getByRole('searchbox').fill('growth');
  await expect(
    page.getByRole('row').filter({ hasText: 'admin@growth.tableside.demo' }),
  ).toBeVisible();
  await page.goto('/en/superadmin/locations');
  await expect(
    page.getByTestId('location-card').filter({ hasText: 'Le Petit Growth' }),
  ).not.toHaveCount(0);
  await expect(page.getByTestId('location-card').filter({ hasText: /^All/ })).toHaveCount(0);
});

test('the users screen reads one page: searched, filtered, sorted and counted by the server', async ({
  page,
}) => {
  const reads: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/v1/auth/user')) reads.push(url);
  });
  const nextPage = (check: (query: URLSearchParams) => boolean) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/v1/auth/user/page' && check(url.searchParams);
    });
  await signIn(page, SUPERADMIN);
  await page.goto('/en/superadmin/users');
  const screen = page.getByTestId('superadmin-screen-users');
  const rows = screen.getByTestId('data-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('users-total')).toHaveText(/^\d+ users$/);

  const admins = nextPage((q) => q.get('role') === 'Admin');
  await page.getByTestId('filter-roles').click();
  await page.getByRole('menuitemradio', { name: 'Administrator', exact: true }).click();
  await admins;
  const growth = nextPage((q) => q.get('role') === 'Admin' && q.has('restaurant_id'));
  await page.getByTestId('filter-restaurant').click();
  await page.getByRole('menuitemradio', { name: 'Le Petit Growth' }).click();
  await growth;
  await expect(page.getByTestId('users-total')).toHaveText('1 user');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('admin@growth.tableside.demo');

  // Every restaurant's Administrators again, by e-mail, last first.
  await page.getByTestId('filter-restaurant').click();
  await page.getByRole('menuitemradio', { name: 'All', exact: true }).click();
  const byEmail = nextPage((q) => q.get('sort') === 'email' && q.get('order') === 'asc');
  await screen.getByTestId('sort-email').click();
  await byEmail;
  const lastFirst = nextPage((q) => q.get('sort') === 'email' && q.get('order') === 'desc');
  await screen.getByTestId('sort-email').click();
  await lastFirst;
  await expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(rows.filter({ hasText: 'admin@growth.tableside.demo' })).toHaveCount(1);
  for (const row of await rows.all()) await expect(row).toContainText('Administrator');

  // Nothing matching says so; the full list of every user is never read.
  await screen.getByRole('searchbox').fill('zzz-nobody');
  await expect(screen.getByText('No users found')).toBeVisible();
  await expect(page.getByTestId('users-total')).toHaveText('0 users');
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.filter((url) => url.pathname !== '/v1/auth/user/page')).toEqual([]);
  expect(reads.every((url) => url.searchParams.get('limit') === '25')).toBe(true);
});

test('the console works at 768px and narrower', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, SUPERADMIN);
  await page.goto('/en/superadmin/restaurants');
  await expect(page.getByTestId('restaurant-card').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('open-drawer').click();
  await page.getByRole('dialog').getByTestId('superadmin-nav-users').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
});
