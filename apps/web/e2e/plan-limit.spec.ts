import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, MANAGER, SUPERADMIN, type DemoUser } from './support/demo-users.ts';
import { DEMO_PASSWORD } from './support/demo-users.ts';
import { openDashboard } from './support/session.ts';

// The journey lowers the demo Pro plan's monthly review limit and restores it: one at a time.
test.describe.configure({ mode: 'serial' });

type Tier = { id: string; name: string; max_reviews_per_month: number | null };

async function tokenOf(request: APIRequestContext, user: DemoUser): Promise<string> {
  const res = await request.post('/v1/auth/login', {
    data: { username: user.email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function setProLimit(request: APIRequestContext, token: string, limit: number | null) {
  const headers = { authorization: `Bearer ${token}` };
  const tiers = (await (
    await request.get('/v1/console/subscription-tier', { headers })
  ).json()) as {
    data: Tier[];
  };
  const pro = tiers.data.find((t) => t.name === ADMIN.tier);
  expect(pro).toBeDefined();
  const before = pro?.max_reviews_per_month ?? null;
  const res = await request.put(`/v1/subscription-tier/${pro?.id}`, {
    headers,
    data: { max_reviews_per_month: limit },
  });
  expect(res.status()).toBe(200);
  return before;
}

test('an Admin over the monthly review limit is offered the next plan; a Manager is not', async ({
  page,
  browser,
  request,
}) => {
  const token = await tokenOf(request, SUPERADMIN);
  // Zero: every review received this month (the demo adds some) is beyond the plan.
  const before = await setProLimit(request, token, 0);
  try {
    await openDashboard(page, ADMIN);
    const banner = page.getByTestId('review-allowance-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('neither analysed nor given a draft reply');
    await expect(banner.getByRole('link', { name: 'See the Enterprise plan' })).toHaveAttribute(
      'href',
      '/en/pricing',
    );
    await page.goto('/fr/dashboard/home');
    await expect(banner.getByRole('link', { name: 'Voir le forfait Enterprise' })).toBeVisible();

    const managerContext = await browser.newContext();
    const manager = await managerContext.newPage();
    await openDashboard(manager, MANAGER);
    // The home screen has loaded: a banner would be there by now.
    await expect(manager.getByTestId('screen-home')).toBeVisible();
    await expect(manager.getByTestId('review-allowance-banner')).toHaveCount(0);
    await managerContext.close();
  } finally {
    await setProLimit(request, token, before);
  }
});
