import { expect, test } from '@playwright/test';
import { ADMIN, GROWTH_ADMIN } from './support/demo-users.ts';
import { expectInside, expectNoSidewaysScroll } from './support/geometry.ts';
import { signIn } from './support/session.ts';

test.use({ viewport: { width: 375, height: 812 } });

for (const lang of ['en', 'fr']) {
  test(`the menu insights' snippets fit a phone (${lang})`, async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto(`/${lang}/dashboard/menu`);
    const table = page.getByTestId('menu-insights');
    await expect(table.getByTestId('mention').first()).toBeVisible();
    // Side by side, the snippet column sat past the right edge of the screen.
    await expectInside(table.getByTestId('mention'), page.locator('body'), `snippets ${lang}`);
    await expectInside(table.locator('td'), page.locator('body'), `menu cells ${lang}`);
    await expectNoSidewaysScroll(page, `menu ${lang}`);
  });

  test(`the trends tables fit a phone without scrolling sideways (${lang})`, async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto(`/${lang}/dashboard/trends`);
    for (const kind of ['staff', 'menu']) {
      const section = page.getByTestId(`trend-${kind}`);
      await expect(section.getByTestId('trend-row').first()).toBeVisible();
      await expectInside(section.locator('td, tbody th'), section, `trend ${kind} ${lang}`);
      // Each value says which column it is.
      await expect(section.getByTestId('trend-sentiment').first()).toHaveAttribute(
        'data-label',
        lang === 'fr' ? 'Ressenti' : 'Sentiment',
      );
    }
    await expectNoSidewaysScroll(page, `trends ${lang}`);
  });

  test(`every drawer item holds on one line (${lang})`, async ({ page }) => {
    await signIn(page, GROWTH_ADMIN);
    await page.goto(`/${lang}/dashboard/home`);
    await page.getByTestId('open-drawer').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('nav-badge-socials')).toBeVisible();
    const oneLine = (await drawer.getByTestId('nav-reviews').boundingBox())!.height;
    for (const item of ['nav-socials', 'nav-graphs', 'nav-agent']) {
      const box = await drawer.getByTestId(item).boundingBox();
      expect(box!.height, `${item} ${lang}`).toBeLessThanOrEqual(oneLine + 0.5);
    }
    await expectInside(drawer.getByRole('link'), drawer, `drawer links ${lang}`);
  });
}
