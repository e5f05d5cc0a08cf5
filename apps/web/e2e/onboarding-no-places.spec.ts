import { expect, test } from '@playwright/test';

// docs/product/onboarding.md#locations-step on a server without a Places key. The journeys'
// server has one, so the real config answer is passed on with `places_search` off, as a server
// without the key answers (features/public-site/routes.ts).
const WORDS = {
  en: {
    off: 'Address search is off on this server: type each name and address by hand.',
    error: 'Enter a full web address, starting with https://',
  },
  fr: {
    off: 'La recherche d’adresses est désactivée sur ce serveur : saisissez chaque nom et adresse à la main.',
    error: 'Saisissez une adresse web complète, commençant par https://',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test(`without address search the locations step says so and checks the website (${lang})`, async ({
    page,
  }) => {
    await page.route('**/v1/public/config', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { places_search: boolean } };
      answer.data.places_search = false;
      await route.fulfill({ response, json: answer });
    });
    const words = WORDS[lang];
    await page.goto(`/${lang}/onboarding`);
    await page.getByTestId('onboarding-businessName').fill('Chez Ana');
    await page.getByTestId('onboarding-contactEmail').fill('ana@chezana.ca');
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('package-growth').click();
    await page.getByTestId('onboarding-next').click();
    await page.getByTestId('onboarding-location-count').selectOption('1');

    await expect(page.getByTestId('onboarding-search-off')).toHaveText(words.off);
    await expect(page.getByTestId('onboarding-location-0-search')).toHaveCount(0);
    const website = page.getByTestId('onboarding-location-0-website');
    await website.fill('chezana.ca');
    await expect(page.getByTestId('onboarding-location-0-website-error')).toHaveText(words.error);
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('onboarding-next')).toBeDisabled();
    await website.fill('https://chezana.ca');
    await expect(page.getByTestId('onboarding-location-0-website-error')).toHaveCount(0);
    await expect(page.getByTestId('onboarding-next')).toBeEnabled();
  });
}
