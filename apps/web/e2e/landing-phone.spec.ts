import { expect, test, type Locator } from '@playwright/test';

// The landing page on a 375 px phone: nothing the visitor must read lies off-screen.
const PHONE = { width: 375, height: 812 };

async function expectWithinPhone(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport();
  const box = await locator.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
}

const WORDS = {
  en: {
    tableside: 'With Tableside',
    cost: /From \$79 \(USD\) a month per location/,
    range: 'Enter a whole number from 0 to 10,000.',
    zero: '$0',
    most: '$7,500,000',
  },
  fr: {
    tableside: 'Avec Tableside',
    cost: /À partir de 79\s\$ \(USD\) par mois et par établissement/,
    range: /^Saisissez un nombre entier de 0 à 10\s000\.$/,
    zero: /^0\s\$$/,
    most: /^7\s500\s000\s\$$/,
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`the landing page on a phone (${lang})`, () => {
    test.use({ viewport: PHONE });

    test('the comparison shows the Tableside answer of every row on screen', async ({ page }) => {
      const words = WORDS[lang];
      await page.goto(`/${lang}`);
      await expect(page.getByTestId('landing-comparison').getByRole('table')).toBeHidden();
      const cards = page.getByTestId('compare-cards').getByRole('listitem');
      await expect(cards).toHaveCount(6);
      const cost = page.getByTestId('compare-card-cost');
      await expect(cost.getByText(words.tableside)).toBeVisible();
      await expect(cost).toContainText(words.cost);
      await expectWithinPhone(cost.getByText(words.tableside));
      await expectWithinPhone(cost.getByText(words.cost));
    });

    test('the calculator bounds its inputs and its results stay on screen', async ({ page }) => {
      const words = WORDS[lang];
      await page.goto(`/${lang}`);
      const reviews = page.getByTestId('roi-monthlyReviews');
      await expect(page.getByTestId('roi-monthlyReviews-range')).toBeHidden();
      await reviews.fill('12345678901234567890123');
      expect((await reviews.inputValue()).length).toBeLessThanOrEqual(5);
      await expect(page.getByTestId('roi-monthlyReviews-range')).toHaveText(words.range);
      await expect(reviews).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('roi-costSaved')).toHaveText(words.zero);

      await reviews.fill('10000');
      await page.getByTestId('roi-responseTime').fill('120');
      await page.getByTestId('roi-staffCost').fill('500');
      await expect(page.getByTestId('roi-monthlyReviews-range')).toBeHidden();
      await expect(reviews).toHaveAttribute('aria-invalid', 'false');
      await expect(page.getByTestId('roi-costSaved')).toHaveText(words.most);
      await expectWithinPhone(page.getByTestId('roi-costSaved'));
    });
  });
}
