import { expect, test } from '@playwright/test';
import { SUPERADMIN } from './support/demo-users.ts';
import {
  expectInside,
  expectNoSidewaysScroll,
  expectNoSpill,
  expectWholeWords,
} from './support/geometry.ts';
import { signIn } from './support/session.ts';

// Usernames ran into e-mails, the Inactive badge sat over an e-mail and headers collided.
for (const width of [1024, 1280])
  for (const lang of ['en', 'fr'])
    test(`the users table keeps each cell in its column at ${width} px (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, SUPERADMIN);
      await page.goto(`/${lang}/superadmin/users`);
      const screen = page.getByTestId('superadmin-screen-users');
      await expect(screen.getByTestId('data-table-row').first()).toBeVisible();
      await expectNoSpill(screen.getByRole('columnheader'), `headers ${width} ${lang}`);
      await expectNoSpill(screen.getByRole('cell'), `cells ${width} ${lang}`);
      // "Administrateur" whole, not "Administr / ateur".
      await expectWholeWords(screen.getByRole('cell'), `cells ${width} ${lang}`);
      // A cut e-mail keeps the whole address in its tooltip.
      await expect(screen.getByTitle('admin@growth.tableside.demo')).toBeVisible();
      await expectNoSidewaysScroll(page, `users ${width} ${lang}`);
    });

for (const lang of ['en', 'fr'])
  test(`the tier cards keep their buttons inside at 1280 px (${lang})`, async ({ page }) => {
    await signIn(page, SUPERADMIN);
    await page.goto(`/${lang}/superadmin/subscriptions`);
    const cards = page.getByTestId('tier-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expectInside(card.getByRole('button'), card, `tier card ${lang}`);
      await expectNoSpill(card, `tier card ${lang}`);
    }
    await expectNoSidewaysScroll(page, `tiers ${lang}`);
  });
