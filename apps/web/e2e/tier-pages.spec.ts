import { expect, test, type APIRequestContext } from '@playwright/test';
import { SUPERADMIN } from './support/demo-users.ts';
import { accessToken } from './support/session.ts';

// The landing and pricing pages follow the tier records without a rebuild, for visitors and
// crawlers that run no script (apps/server/src/tier-pages.ts). The journey changes the Growth
// price and adds a public plan, so it runs after the journeys that read the seed prices.
test.describe.configure({ mode: 'serial' });

type Tier = { id: string; name: string; price_monthly: number | null };

async function tiers(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/v1/console/subscription-tier', { headers });
  return ((await res.json()) as { data: Tier[] }).data;
}

test('a price change and a new public plan reach the pages without scripts, in both languages', async ({
  browser,
  request,
}) => {
  const headers = { authorization: `Bearer ${await accessToken(request, SUPERADMIN)}` };
  const growth = (await tiers(request, headers)).find((t) => t.name === 'Growth');
  expect(growth?.price_monthly).toBe(79);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  let starter: string | undefined;
  try {
    const changed = await request.put(`/v1/subscription-tier/${growth?.id}`, {
      headers,
      data: { price_monthly: 84 },
    });
    expect(changed.status()).toBe(200);
    await page.goto('/en/pricing');
    await expect(page.getByTestId('price-growth')).toHaveText('$84', { useInnerText: true });
    await page.goto('/fr');
    await expect(page.getByTestId('comparison-cost')).toContainText(/À partir de 84\s\$ \(USD\)/);

    const created = await request.post('/v1/subscription-tier', {
      headers,
      data: {
        name: 'Starter',
        level: 1,
        price_monthly: 39,
        max_reviews_per_month: 100,
        keywords_max_count: 5,
      },
    });
    expect(created.status()).toBe(200);
    starter = ((await created.json()) as { data: Tier }).data.id;
    await page.goto('/fr/pricing');
    await expect(page.getByTestId('tier-starter')).toContainText('Starter');
    await expect(page.getByTestId('tier-growth')).toContainText(/84\s\$/);
    await page.goto('/en');
    await expect(page.getByTestId('comparison-cost')).toContainText('From $39 (USD)');
  } finally {
    if (starter) await request.delete(`/v1/subscription-tier/${starter}`, { headers });
    await request.put(`/v1/subscription-tier/${growth?.id}`, {
      headers,
      data: { price_monthly: 79 },
    });
    await context.close();
  }
  // Back to the seed records: the build's own pages again.
  const seed = await request.get('/en/pricing');
  expect(await seed.text()).toMatch(/data-tier-price="monthly">\$79</);
  expect(await seed.text()).not.toContain('Starter');
});
