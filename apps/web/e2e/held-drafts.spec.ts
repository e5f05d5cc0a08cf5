import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

/*
 * A held draft and its checks (docs/product/reviews-and-replies.md#verified-drafts). The review is
 * the demo's held draft (apps/server/src/db/seed/demo-held-draft.ts): its checks and hold reasons
 * are computed by the verifier drafting uses, and each failed check is said in the page's
 * language.
 */
const AUTHOR = 'Morgan Pell';

const CASES = [
  {
    lang: 'en',
    search: 'Search reviews',
    badge: 'Held for review: incident, unanswered question, and failed check',
    explanation: 'Auto-approval will not post this reply: someone on your team must approve it.',
    summary: 'Checks: 5 of 8 passed',
    firstFailed:
      'Every incident addressed — does not name the reported incident (allergic reaction); does not invite the guest to get in touch',
    passed: 'Language and sign-off',
    detailTitle: `Review by ${AUTHOR}`,
  },
  {
    lang: 'fr',
    search: 'Rechercher dans les avis',
    badge:
      'Retenue pour relecture : incident signalé, question sans réponse et vérification échouée',
    explanation:
      'L’approbation automatique ne publiera pas cette réponse : une personne de votre équipe doit l’approuver.',
    summary: 'Vérifications : 5 sur 8 réussies',
    firstFailed:
      'Chaque incident pris en charge — ne nomme pas l’incident signalé (réaction allergique); n’invite pas le client à vous contacter directement',
    passed: 'Langue et signature',
    detailTitle: `Avis de ${AUTHOR}`,
  },
] as const;

async function openHeldReview(page: Page, lang: string, search: string) {
  await signIn(page, ADMIN);
  await page.goto(`/${lang}/dashboard/reviews`);
  await expect(page.getByTestId('screen-reviews')).toBeVisible();
  await page.getByRole('searchbox', { name: search }).fill('sesame allergy');
  const row = page.getByRole('row').filter({ hasText: AUTHOR });
  await expect(row).toHaveCount(1);
  return row;
}

for (const c of CASES) {
  test(`a held draft shows its checks and why auto-approval leaves it (${c.lang})`, async ({
    page,
  }) => {
    const row = await openHeldReview(page, c.lang, c.search);
    const badge = row.getByTestId('hold-badge');
    await expect(badge).toContainText(c.badge);
    // The inbox keeps the explanation for screen readers and the tooltip.
    await expect(badge).toHaveAttribute('title', c.explanation);

    // Folded in the inbox: the summary line, then the list, failed checks first.
    const checks = row.getByTestId('draft-checks');
    await expect(checks.locator('summary')).toHaveText(c.summary);
    await expect(checks.getByTestId('draft-check').first()).toBeHidden();
    await checks.locator('summary').click();
    const lines = checks.getByTestId('draft-check');
    await expect(lines).toHaveCount(8);
    await expect(lines.nth(0)).toHaveAttribute('data-passed', 'false');
    await expect(lines.nth(0)).toContainText(c.firstFailed);
    await expect(lines.nth(2)).toHaveAttribute('data-passed', 'false');
    await expect(lines.nth(3)).toHaveAttribute('data-passed', 'true');
    await expect(lines.nth(3)).toContainText(c.passed);
    await expectNoViolations(page, `held draft in the inbox (${c.lang})`);

    // The detail panel says it in a sentence and shows the checks unfolded.
    await row.getByTestId('review-open').click();
    const detail = page.getByRole('dialog', { name: c.detailTitle });
    await expect(detail.getByTestId('hold-badge')).toContainText(c.badge);
    await expect(detail.getByTestId('hold-explanation')).toHaveText(c.explanation);
    await expect(detail.getByTestId('draft-checks').getByTestId('draft-check')).toHaveCount(8);
    await expect(detail.getByTestId('draft-check').first()).toBeVisible();
    await expectNoViolations(page, `held draft in the detail panel (${c.lang})`);
  });
}

test('a held draft and its checks pass axe in the dark theme', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const row = await openHeldReview(page, 'en', CASES[0].search);
  await row.getByTestId('draft-checks').locator('summary').click();
  await expect(row.getByTestId('draft-check')).toHaveCount(8);
  await expectNoViolations(page, 'held draft in the inbox (dark)');
  await row.getByTestId('review-open').click();
  await expect(page.getByTestId('hold-explanation')).toBeVisible();
  await expectNoViolations(page, 'held draft in the detail panel (dark)');
});
