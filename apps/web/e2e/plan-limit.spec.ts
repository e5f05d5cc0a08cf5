import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, GROWTH_ADMIN, SUPERADMIN } from './support/demo-users.ts';
import { accessToken, openDashboard } from './support/session.ts';

// The journey lowers the Growth plan's monthly review limit and restores it, one at a time. Only
// the Growth demo restaurant is on that plan, so journeys of the Pro group running beside it
// keep their drafts.
test.describe.configure({ mode: 'serial' });

type Tier = { id: string; name: string; max_reviews_per_month: number | null };

async function setGrowthLimit(request: APIRequestContext, token: string, limit: number | null) {
  const headers = { authorization: `Bearer ${token}` };
  const tiers = (await (
    await request.get('/v1/console/subscription-tier', { headers })
  ).json()) as {
    data: Tier[];
  };
  const growth = tiers.data.find((t) => t.name === GROWTH_ADMIN.tier);
  expect(growth).toBeDefined();
  const before = growth?.max_reviews_per_month ?? null;
  const res = await request.put(`/v1/subscription-tier/${growth?.id}`, {
    headers,
    data: { max_reviews_per_month: limit },
  });
  expect(res.status()).toBe(200);
  return before;
}

test('an Admin over the monthly review limit is offered the next plan; an Admin under it is not', async ({
  page,
  browser,
  request,
}) => {
  const token = await accessToken(request, SUPERADMIN);
  // Zero: every review received this month (the demo adds some) is beyond the plan.
  const before = await setGrowthLimit(request, token, 0);
  try {
    await openDashboard(page, GROWTH_ADMIN);
    const banner = page.getByTestId('review-allowance-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('neither analysed nor given a draft reply');
    await expect(banner.getByRole('link', { name: /^See the \w+ plan$/ })).toHaveAttribute(
      'href',
      '/en/pricing',
    );
    await page.goto('/fr/dashboard/home');
    await expect(banner.getByRole('link', { name: /^Voir le forfait \w+$/ })).toBeVisible();

    const proContext = await browser.newContext();
    const pro = await proContext.newPage();
    await openDashboard(pro, ADMIN);
    // The home screen has loaded: a banner would be there by now.
    await expect(pro.getByTestId('screen-home')).toBeVisible();
    await expect(pro.getByTestId('review-allowance-banner')).toHaveCount(0);
    await proContext.close();
  } finally {
    await setGrowthLimit(request, token, before);
  }
});
