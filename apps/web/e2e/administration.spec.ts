import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

async function openSettings(page: Page) {
  await page.goto('/en/dashboard/administration');
  await expect(page.getByTestId('reply-settings')).toBeVisible();
}

test('the reply tone and sign-off save and persist', async ({ page }) => {
  await signIn(page, ADMIN);
  await openSettings(page);
  let section = page.getByTestId('reply-style');
  const originalTone = await section.locator('input[name="tone"]:checked').inputValue();
  const originalSignOff = await section.getByLabel('Sign-off').inputValue();
  const tone = originalTone === 'formal' ? 'neutral' : 'formal';
  const signOff = `${originalSignOff || 'The team'} (e2e)`;

  await section.locator(`input[name="tone"][value="${tone}"]`).check();
  await section.getByLabel('Sign-off').fill(signOff);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByTestId('reply-style-saved')).toHaveText('Settings saved');

  try {
    await page.reload();
    section = page.getByTestId('reply-style');
    await expect(section.locator(`input[name="tone"][value="${tone}"]`)).toBeChecked();
    await expect(section.getByLabel('Sign-off')).toHaveValue(signOff);
  } finally {
    await section.locator(`input[name="tone"][value="${originalTone}"]`).check();
    await section.getByLabel('Sign-off').fill(originalSignOff);
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByTestId('reply-style-saved')).toBeVisible();
  }
  // The success message goes away after 3 seconds.
  await expect(section.getByTestId('reply-style-saved')).toBeHidden({ timeout: 5_000 });
});

test('auto-approval turns on with a delay, persists, and turns off', async ({ page }) => {
  await signIn(page, ADMIN);
  await openSettings(page);
  let section = page.getByTestId('auto-approval');
  const toggle = () => section.getByRole('switch', { name: 'Approve replies automatically' });
  await expect(section.getByTestId('auto-approval-notice')).toContainText(
    "Review platforms' policies may restrict automatic posting of AI-written replies.",
  );
  await expect(toggle()).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByLabel('Delay before approval')).toBeHidden();

  await toggle().click();
  await section.getByLabel('Delay before approval').selectOption({ label: '1 hour' });
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByTestId('auto-approval-saved')).toBeVisible();

  try {
    await page.reload();
    section = page.getByTestId('auto-approval');
    await expect(toggle()).toHaveAttribute('aria-checked', 'true');
    await expect(section.getByLabel('Delay before approval')).toHaveValue('60');
    await expect(section.getByLabel('Minimum rating')).toHaveValue('4');
  } finally {
    if ((await toggle().getAttribute('aria-checked')) === 'true') await toggle().click();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByTestId('auto-approval-saved')).toBeVisible();
  }
  await page.reload();
  await expect(page.getByTestId('auto-approval').getByRole('switch')).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the reply settings pass axe (${theme}, fr)`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signIn(page, ADMIN);
    await page.goto('/fr/dashboard/administration');
    await expect(page.getByTestId('reply-settings')).toBeVisible();
    // Show the delay select and the client-side error too, without saving anything. (The other
    // test may have auto-approval on at this moment.)
    const section = page.getByTestId('auto-approval');
    const toggle = section.getByRole('switch');
    if ((await toggle.getAttribute('aria-checked')) === 'false') await toggle.click();
    await section.getByLabel('Délai avant approbation').selectOption({ label: 'Aucun délai' });
    await section.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.locator('#auto-approval-delay-error')).toBeVisible();
    await expectNoViolations(page, `administration ${theme}`);
  });
}
