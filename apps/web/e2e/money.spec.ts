import { expect, test } from '@playwright/test';
import { SUPERADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

// One way to write a sum per language (packages/domain/src/money.ts): `$79` in English, `79 $`
// in French (with a space that never breaks), and the currency named in words beside it.
const SUMS = {
  en: { growth: /^\$79$/, saved: /^\$1,500$/, from: 'From $79 (USD)' },
  fr: {
    growth: /^79\s\$$/,
    saved: /^1\s500\s\$$/,
    from: /À partir de 79\s\$ \(USD\)/,
  },
} as const;
const PER_LOCATION = { en: 'USD per location / month', fr: 'USD par établissement / mois' };
const WIZARD = {
  en: /\$79 USD \/ month per location/,
  fr: /79\s\$ USD \/ mois par établissement/,
};

for (const lang of ['en', 'fr'] as const) {
  test(`prices name their currency and read the language's way (${lang})`, async ({ page }) => {
    const sums = SUMS[lang];
    await page.goto(`/${lang}/pricing`);
    await expect(page.getByTestId('price-growth')).toHaveText(sums.growth, { useInnerText: true });
    await expect(page.getByTestId('tier-growth')).toContainText(PER_LOCATION[lang]);

    await page.goto(`/${lang}`);
    await expect(page.getByTestId('comparison-cost')).toContainText(sums.from);
    await page.getByTestId('roi-monthlyReviews').fill('200');
    await expect(page.getByTestId('roi-costSaved')).toHaveText(sums.saved);

    await page.goto(`/${lang}/onboarding`);
    await page.getByTestId('onboarding-businessName').fill('Chez Ana');
    await page.getByTestId('onboarding-contactEmail').fill('ana@chezana.ca');
    await page.getByTestId('onboarding-next').click();
    await expect(page.getByTestId('package-growth')).toContainText(WIZARD[lang]);

    await signIn(page, SUPERADMIN);
    await page.goto(`/${lang}/superadmin/subscriptions`);
    // Growth: a demo restaurant's plan, which no journey can delete.
    const growth = page.getByTestId('tier-card').filter({ hasText: 'Growth' });
    await expect(growth.getByTestId('tier-price')).toHaveText(sums.growth);
  });
}
