import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, MANAGER } from './support/demo-users.ts';

// docs/product/public-site.md#unknown-pages and dashboard-screens.md#languages-and-paths.
const NOT_FOUND = {
  en: { title: 'Page not found', home: 'Go to the home page', pricing: 'See pricing' },
  fr: { title: 'Page introuvable', home: "Aller à l'accueil", pricing: 'Voir les tarifs' },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test(`an unknown path answers 404 with the not-found page in its language (${lang})`, async ({
    page,
  }) => {
    const words = NOT_FOUND[lang];
    for (const path of [`/${lang}/unknown`, `/${lang}/pricing/x`, `/${lang}/blog/no-such-post`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await expect(page.getByRole('link', { name: words.home })).toHaveAttribute('href', `/${lang}`);
    await page.getByRole('link', { name: words.pricing }).click();
    await expect(page).toHaveURL(`/${lang}/pricing`);
    // The app's own routes are not unknown.
    for (const path of [`/${lang}/login`, `/${lang}/onboarding`, `/${lang}/pricing`]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });
}

test('a bad language prefix keeps the path under the stored language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('preferredLang', 'fr'));
  for (const path of ['/de/pricing', '/EN/pricing']) {
    await page.goto(path);
    await expect(page).toHaveURL('/fr/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs');
  }
});

test.describe('without a stored language', () => {
  test.use({ locale: 'fr-CA' });

  test("a bad prefix takes the browser's language", async ({ page }) => {
    await page.goto('/de/pricing');
    await expect(page).toHaveURL('/fr/pricing');
    await page.goto('/');
    await expect(page).toHaveURL('/fr');
  });
});

test('signing in on /fr/login stores French, which a bad prefix then keeps', async ({ page }) => {
  await page.goto('/fr/login');
  await page.getByLabel('Courriel').fill(MANAGER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/dashboard/home');
  expect(await page.evaluate(() => window.localStorage.getItem('preferredLang'))).toBe('fr');
  await page.goto('/xx/dashboard/reviews');
  await expect(page).toHaveURL('/fr/dashboard/reviews');
});
