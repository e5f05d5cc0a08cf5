import { expect, test } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, GROWTH_ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';
import { graphCalls } from './support/social-fakes.ts';

test('an Admin drafts, edits, approves and posts a reply to an Instagram comment, once', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/socials/posts');
  await expect(page.getByTestId('screen-socials/posts')).toBeVisible();
  const card = page.getByRole('article', { name: 'julie.eats.mtl on Instagram' });
  await expect(card).toContainText('Do you take reservations for brunch');
  await expect(card.getByTestId('social-status')).toHaveText('New');
  await expectSettled(page);
  await expectNoViolations(page, 'social posts');

  await card.getByRole('button', { name: 'Draft a reply' }).click();
  await expect(card.getByTestId('social-status')).toHaveText('Regenerated');
  const reply = card.getByLabel('Reply to julie.eats.mtl');
  await expect(reply).not.toHaveValue('');
  const text = 'Walk-ins are welcome, and you can book on our website too!';
  await reply.fill(text);
  await card.getByRole('button', { name: 'Save edit' }).click();
  await expect(card.getByTestId('social-status')).toHaveText('Edited');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByTestId('social-status')).toHaveText('Approved');
  await card.getByRole('button', { name: 'Post on Instagram' }).click();
  await expect(card.getByTestId('social-status')).toHaveText('Posted', { timeout: 30_000 });

  const posted = (await graphCalls()).filter(
    (c) => c.method === 'POST' && c.path.startsWith('/v19.0/17900000000000001/replies'),
  );
  expect(posted).toHaveLength(1);
  expect(new URL(posted[0]?.path ?? '', 'http://x').searchParams.get('message')).toBe(text);
});

test('the comments and the social accounts with their status, on a phone in dark mode', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/socials/posts');
  await expect(page.getByTestId('social-comment').first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'social posts, dark, 375px');
  await page.goto('/en/dashboard/socials/platforms');
  await expect(page.getByTestId('screen-socials/platforms')).toBeVisible();
  for (const platform of ['facebook', 'instagram']) {
    const card = page.getByTestId(`source-${platform}`);
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.getByTestId(`source-row-${platform}-Plateau`)).toContainText('Syncing');
  }
  await expect(page.getByTestId('source-google')).toHaveCount(0);
  await expectSettled(page);
  await expectNoViolations(page, 'social platforms, dark, 375px');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a Growth Admin sees the upgrade panels and no reservations', async ({ page }) => {
  await signIn(page, GROWTH_ADMIN);
  for (const route of ['socials/posts', 'socials/platforms']) {
    await page.goto(`/en/dashboard/${route}`);
    await expect(page.getByTestId('upgrade-panel')).toContainText('Pro');
    await expect(page.getByTestId(`screen-${route}`)).toHaveCount(0);
  }
  await expectNoViolations(page, 'socials upgrade panel');
  await expect(page.getByTestId('nav-reservations')).toHaveCount(0);
  await page.goto('/en/dashboard/reservations');
  await expect(page).toHaveURL('/en/dashboard/home');
});

const CHECKED = [
  {
    lang: 'en',
    card: 'Olivier Martin on Facebook',
    draft: 'Draft a reply',
    replyTo: 'Reply to Olivier Martin',
    curt: 'Thanks!',
    save: 'Save edit',
    failed: 'Every question answered — does not answer the question about dogs',
  },
  {
    lang: 'fr',
    card: 'sophie.gagnon sur Instagram',
    draft: 'Rédiger une réponse',
    replyTo: 'Réponse à sophie.gagnon',
    curt: 'Merci !',
    save: 'Enregistrer la modification',
    failed: 'Réponse à chaque question — ne répond pas à la question sur les options sans gluten',
  },
] as const;

for (const c of CHECKED) {
  test(`a comment's reply shows its checks, and a curt edit that skips the question fails one (${c.lang})`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/socials/posts`);
    const card = page.getByRole('article', { name: c.card });
    await card.getByRole('button', { name: c.draft }).click();
    const checks = card.getByTestId('draft-checks');
    await expect(checks).toHaveAttribute('data-total', '8');
    // The draft answers the question (or promises a follow-up): that check passes.
    await expect(checks.locator('[data-check="questions-answered"]')).toHaveAttribute(
      'data-passed',
      'true',
    );
    await card.getByLabel(c.replyTo).fill(c.curt);
    // Checks belong to the saved text: hidden while an unsaved edit is on screen.
    await expect(checks).toHaveCount(0);
    await card.getByRole('button', { name: c.save }).click();
    await checks.locator('summary').click();
    await expect(card.getByTestId('draft-check').first()).toContainText(c.failed);
  });
}
