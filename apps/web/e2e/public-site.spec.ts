import { expect, test, type Page } from '@playwright/test';
import { AXE_PASSES, expectNoViolations } from './support/axe.ts';

/** Goes through the six onboarding steps from the first, answering as a new restaurant would. */
async function completeWizard(page: Page, who: { business: string; email: string; tone: string }) {
  await page.getByTestId('onboarding-businessName').fill(who.business);
  await page.getByTestId('onboarding-contactName').fill('Ana Roy');
  await page.getByTestId('onboarding-contactPhone').fill('514 555 0100');
  await page.getByTestId('onboarding-contactEmail').fill(who.email);
  await page.getByTestId('onboarding-next').click();
  await expect(page.getByTestId('onboarding-step-PACKAGE_SELECTION')).toBeVisible();
  await page.getByTestId('package-essential').click();
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('onboarding-location-count').selectOption('2-5');
  await page.getByTestId('onboarding-location-0-name').fill(`${who.business} Plateau`);
  await page.getByTestId('onboarding-location-0-address').fill('4500 rue Rachel, Montréal');
  await page.getByTestId('onboarding-location-0-website').fill('https://chezana.ca/plateau');
  await page.getByTestId('onboarding-location-1-name').fill(`${who.business} Verdun`);
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId(`tone-${who.tone}`).click();
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('onboarding-permissions').check();
  await page.getByTestId('onboarding-next').click();
  await expect(page.getByTestId('onboarding-step-NEXT_STEPS')).toBeVisible();
  await expect(page.getByTestId('onboarding-next')).not.toHaveText(/key|onboarding\./);
}

test('landing → pricing → onboarding: the sign-up is submitted whole, celebrated and sent home', async ({
  page,
}) => {
  await page.goto('/en');
  // The ROI calculator keeps digits only and recomputes: 200 × 24 ÷ 60 × 0.75 = 60 h; × 25.
  await expect(page.getByTestId('roi-timeSaved')).toHaveText('30');
  await page.getByTestId('roi-monthlyReviews').fill('2a00');
  await expect(page.getByTestId('roi-monthlyReviews')).toHaveValue('200');
  await expect(page.getByTestId('roi-timeSaved')).toHaveText('60');
  await expect(page.getByTestId('roi-costSaved')).toHaveText('$1,500');
  await page.getByTestId('roi-responseTime').fill('');
  await expect(page.getByTestId('roi-costSaved')).toHaveText('$0');
  // The demo video opens in a dialog that Escape closes.
  await page.getByTestId('demo-video').click();
  await expect(page.getByTestId('demo-video-dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('demo-video-dialog')).toBeHidden();

  await page.getByTestId('public-nav-pricing').click();
  await expect(page).toHaveURL('/en/pricing');
  const essential = page.getByTestId('tier-essential');
  await expect(essential.getByTestId('price-essential')).toHaveText('$119', {
    useInnerText: true,
  });
  await essential.getByText('Annual', { exact: true }).click();
  await expect(essential.getByTestId('price-essential')).toHaveText('$107', {
    useInnerText: true,
  });
  await expect(page.getByTestId('price-growth')).toHaveText('$79', { useInnerText: true });
  await page.getByTestId('tier-growth').getByText('Annual', { exact: true }).click();
  await expect(page.getByTestId('price-growth')).toHaveText('$71', { useInnerText: true });
  await essential.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/en/onboarding?package=essential');

  // Step validity: a malformed e-mail shows its message and keeps Next disabled.
  await page.getByTestId('onboarding-businessName').fill('Chez Ana');
  await page.getByTestId('onboarding-contactEmail').fill('ana@chezana');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByTestId('onboarding-next')).toBeDisabled();
  await expect(page.getByTestId('onboarding-next')).toHaveText('Next');
  await expect(page.getByTestId('onboarding-back')).toHaveCount(0);
  await page.getByTestId('onboarding-contactEmail').fill('ana@chezana.ca');
  await page.getByTestId('onboarding-next').click();
  // The package chosen on the pricing page is already selected.
  await expect(page.getByTestId('package-essential').getByRole('radio')).toBeChecked();
  await page.getByTestId('onboarding-next').click();
  // 11+ blocks progress and points to the enterprise quote.
  await page.getByTestId('onboarding-location-count').selectOption('11+');
  await expect(page.getByTestId('onboarding-enterprise').getByRole('link')).toHaveAttribute(
    'href',
    '/en/enterprise-quote',
  );
  await expect(page.getByTestId('onboarding-next')).toBeDisabled();
  await page.getByTestId('onboarding-location-count').selectOption('2-5');
  await expect(
    page.locator('[data-testid^="onboarding-location-"][data-testid$="-name"]'),
  ).toHaveCount(5);
  // The draft survives a reload.
  await page.getByTestId('onboarding-location-0-name').fill('Chez Ana Plateau');
  await page.reload();
  await expect(page.getByTestId('onboarding-location-0-name')).toHaveValue('Chez Ana Plateau');
  await page.getByTestId('onboarding-back').click();
  await expect(page.getByTestId('onboarding-step-PACKAGE_SELECTION')).toBeVisible();
  // The packages load in after the step shows and push the buttons down: a click sent before
  // they are in can land on a card (seen once under a load of 11).
  await expect(page.getByTestId('package-essential').getByRole('radio')).toBeChecked();
  await page.getByTestId('onboarding-back').click();
  await expect(page.getByTestId('onboarding-step-BUSINESS_INFO')).toBeVisible();
  await completeWizard(page, { business: 'Chez Ana', email: 'ana@chezana.ca', tone: 'fun' });

  const sent = page.waitForRequest('**/v1/public/onboarding');
  const answered = page.waitForResponse('**/v1/public/onboarding');
  await page.getByTestId('onboarding-next').click();
  const payload = (await sent).postDataJSON();
  expect((await answered).status()).toBe(200);
  expect(payload).toMatchObject({
    business: {
      name: 'Chez Ana',
      contact: { name: 'Ana Roy', email: 'ana@chezana.ca', phone: '514 555 0100' },
    },
    locations: [
      {
        name: 'Chez Ana Plateau',
        address: '4500 rue Rachel, Montréal',
        place_id: null,
        coordinates: null,
        website: 'https://chezana.ca/plateau',
      },
      { name: 'Chez Ana Verdun', address: '', website: null },
    ],
    preferences: {
      responseStyle: 'fun',
      permissionsGranted: true,
      selectedPackage: 'essential',
      locationCount: '2-5',
    },
    metadata: { steps: expect.arrayContaining(['BUSINESS_INFO', 'NEXT_STEPS']) },
    locale: 'en',
  });
  await expect(page.getByTestId('onboarding-success')).toBeVisible();
  await expect(page.locator('[data-confetti-piece]')).toHaveCount(200);
  await expect(page).toHaveURL('/en', { timeout: 8000 });
  // Nothing of the draft stays behind.
  expect(await page.evaluate(() => localStorage.getItem('onboardingDraft'))).toBeNull();
});

test('the whole onboarding in French on a phone, with the help dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Commencer l'essai gratuit");
  await expect(page.getByTestId('onboarding-next')).toHaveText('Suivant');
  await page.getByTestId('onboarding-businessName').fill('Bistro Boréal');
  await page.getByTestId('onboarding-contactEmail').fill('marc@boreal.ca');
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('package-growth').click();
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('onboarding-location-count').selectOption('1');
  await expect(page.getByTestId('onboarding-location-1')).toHaveCount(0);
  // Place search (the local Google Places server) fills the entry.
  await page.getByTestId('onboarding-location-0-search').fill('plateau');
  await page.getByRole('button', { name: 'Choisir Chez Ana Plateau' }).click();
  await expect(page.getByTestId('onboarding-location-0-selected')).toContainText(
    '4500 Rue Rachel E',
  );
  await expect(page.getByTestId('onboarding-location-0-name')).toHaveValue('Chez Ana Plateau');
  await expect(page.getByTestId('onboarding-location-0-website')).toHaveValue(
    'https://chezana.example/plateau',
  );
  await page.getByTestId('onboarding-next').click();
  await page.getByTestId('tone-formal').click();
  await page.getByTestId('onboarding-next').click();
  await expect(page.getByTestId('onboarding-next')).toBeDisabled();
  await page.getByTestId('onboarding-show-me-how').click();
  const help = page.getByTestId('help-dialog');
  await expect(help.locator('[data-testid^="help-step-"]')).toHaveCount(8);
  // Eight different drawings, one per step, not the same wireframe eight times.
  const drawings = await help
    .locator('[data-testid^="help-picture-"]')
    .evaluateAll((pictures) => pictures.map((p) => p.innerHTML));
  expect(new Set(drawings).size).toBe(8);
  await expect(page.getByTestId('help-support')).toHaveAttribute(
    'href',
    'mailto:support@tableside.app',
  );
  await page.getByTestId('help-zoom-3').click();
  await expect(page.getByTestId('help-zoom-3')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.getByTestId('onboarding-permissions').check();
  await page.getByTestId('onboarding-next').click();
  await expect(page.getByTestId('onboarding-next')).toHaveText('Terminer');
  const sent = page.waitForRequest('**/v1/public/onboarding');
  const answered = page.waitForResponse('**/v1/public/onboarding');
  await page.getByTestId('onboarding-next').click();
  expect((await answered).status()).toBe(200);
  expect((await sent).postDataJSON()).toMatchObject({
    locations: [
      {
        name: 'Chez Ana Plateau',
        place_id: 'ChIJ-fake-plateau',
        coordinates: { lat: 45.5389, lng: -73.5747 },
        website: 'https://chezana.example/plateau',
      },
    ],
    preferences: { responseStyle: 'formal', selectedPackage: 'growth', locationCount: '1' },
    locale: 'fr',
  });
  await expect(page.getByText('Bienvenue chez Tableside!')).toBeVisible();
  await expect(page.locator('[data-confetti-piece]')).toHaveCount(100);
  await expect(page).toHaveURL('/fr', { timeout: 8000 });
});

test('a failed submission says so and keeps the draft', async ({ page }) => {
  await page.route('**/v1/public/onboarding', (route) =>
    route.fulfill({
      status: 503,
      json: { status: 'error', code: 'service_unavailable', message: 'x' },
    }),
  );
  await page.goto('/en/onboarding');
  await completeWizard(page, {
    business: 'Saffron House',
    email: 'priya@saffron.ca',
    tone: 'neutral',
  });
  // The last step's button submits once it reads "Complete"; the refusal is awaited, so a click
  // that sent nothing fails here and not as a missing message (a fresh-clone run saw none).
  await expect(page.getByTestId('onboarding-next')).toHaveText('Complete');
  await expect(page.getByTestId('onboarding-next')).toBeEnabled();
  const refused = page.waitForResponse('**/v1/public/onboarding');
  await page.getByTestId('onboarding-next').click();
  expect((await refused).status()).toBe(503);
  await expect(page.getByTestId('onboarding-failed')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('onboarding-step-NEXT_STEPS')).toBeVisible();
  // One step at a time: a second click before the first step has rendered reads the same step
  // and goes back only once (a fresh-clone run landed on Permissions so).
  await page.getByTestId('onboarding-back').click();
  await expect(page.getByTestId('onboarding-step-PERMISSIONS')).toBeVisible();
  await page.getByTestId('onboarding-back').click();
  await expect(page.getByTestId('onboarding-step-TONE_SELECTION')).toBeVisible();
  await expect(page.getByTestId('tone-neutral').getByRole('radio')).toBeChecked();
});

test('the enterprise quote is validated, stored and confirmed', async ({ page }) => {
  await page.goto('/en/enterprise');
  await page.getByRole('main').getByRole('link', { name: 'Get an enterprise quote' }).click();
  await expect(page).toHaveURL('/en/enterprise-quote');
  await page.getByTestId('quote-businessName').fill('Franchise Co');
  await page.getByTestId('quote-submit').click();
  await expect(page.getByTestId('quote-error')).toHaveText('Please fill in all required fields');
  await page.getByTestId('quote-contactName').fill('Lee Park');
  await page.getByTestId('quote-email').fill('lee@franchise.example');
  await page.getByTestId('quote-phone').fill('+1 416 555 0199');
  await page.getByTestId('quote-locationCount').selectOption('26-50');
  await page.getByTestId('quote-currentSolution').fill('Spreadsheets');
  await page.getByTestId('quote-additionalInfo').fill('One view per franchisee, please.');
  const answered = page.waitForResponse('**/v1/public/enterprise-quote');
  await page.getByTestId('quote-submit').click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect((await response.json()).data.id).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByTestId('quote-done')).toContainText('lee@franchise.example');
});

test('the blog lists its posts, opens one and signs up to the newsletter', async ({ page }) => {
  await page.goto('/fr/blog');
  const posts = page.getByTestId('blog-post');
  await expect(posts).toHaveCount(3);
  await expect(posts.first()).toContainText('min de lecture');
  await posts.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/ · Tableside$/);
  await page.getByTestId('newsletter-email').fill('lecteur@bistro.ca');
  await page.getByTestId('newsletter-submit').click();
  await expect(page.getByTestId('newsletter-status')).toHaveText('Merci! Vous êtes abonné.');
});

test('search engines find titles, alternates, a sitemap and robots.txt', async ({
  page,
  request,
}) => {
  await page.goto('/fr/pricing');
  await expect(page).toHaveTitle('Tarifs · Tableside');
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/pricing$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Tarifs · Tableside',
  );
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/fr/enterprise-quote</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});

for (const [lang, theme] of AXE_PASSES) {
  test(`the public site's dialogs, steps and posts have no violations (${lang}, ${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await page.goto(`/${lang}`);
    await page.getByTestId('demo-video').click();
    await expectNoViolations(page, 'demo video dialog');
    await page.goto(`/${lang}/blog/reply-to-negative-reviews`);
    await expectNoViolations(page, 'blog post');
    await page.goto(`/${lang}/onboarding`);
    await page.getByTestId('onboarding-contactEmail').fill('bad@');
    await expectNoViolations(page, 'business step with an error');
    await page.getByTestId('onboarding-businessName').fill('A11y Bistro');
    await page.getByTestId('onboarding-contactEmail').fill('a11y@bistro.ca');
    for (const step of ['PACKAGE_SELECTION', 'LOCATIONS', 'TONE_SELECTION', 'PERMISSIONS']) {
      await page.getByTestId('onboarding-next').click();
      await expect(page.getByTestId(`onboarding-step-${step}`)).toBeVisible();
      if (step === 'PACKAGE_SELECTION') {
        await page.getByTestId('package-pro').click();
      }
      if (step === 'LOCATIONS')
        await page.getByTestId('onboarding-location-count').selectOption('6-10');
      if (step === 'TONE_SELECTION') await page.getByTestId('tone-friendly').click();
      await expectNoViolations(page, step);
    }
    await page.getByTestId('onboarding-show-me-how').click();
    await expect(page.getByTestId('help-dialog')).toBeVisible();
    await expectNoViolations(page, 'help dialog');
    await page.goto(`/${lang}/enterprise-quote`);
    await page.getByTestId('quote-submit').click();
    await expectNoViolations(page, 'quote with an error');
  });
}

test('the landing page reached inside the app keeps its calculator and dialog working', async ({
  page,
}) => {
  await page.goto('/en/enterprise-quote');
  await page.getByTestId('public-nav-home').click();
  await expect(page).toHaveURL('/en');
  await page.getByTestId('roi-staffCost').fill('30');
  await expect(page.getByTestId('roi-costSaved')).toHaveText('$900');
  await page.getByTestId('demo-video').click();
  await expect(page.getByTestId('demo-video-dialog')).toBeVisible();
  await page.getByTestId('demo-video-dialog').getByRole('button').click();
  await expect(page.getByTestId('demo-video-dialog')).toBeHidden();
});
