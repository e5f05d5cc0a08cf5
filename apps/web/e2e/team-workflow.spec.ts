import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, BOH, GROWTH_ADMIN, MANAGER } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';

/**
 * The shared work inbox (docs/product/team-workflow.md) end to end: assigning a review to a
 * colleague, who finds it in their "Mine"; a rule assigning an arriving one-star review; an
 * internal note whose @mention reaches the colleague's alerts. Every assignment and rule here
 * names the Admin (Camille Tremblay) and every mention the kitchen (Ines Moreau), on locations
 * the Manager cannot see: the alerts journey counts the Manager's badge.
 */

const ADMIN_NAME = 'Camille Tremblay';
const MANAGER_NAME = 'Olivier Gagnon';
const BOH_NAME = 'Ines Moreau';

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    document.documentElement.classList.toggle('dark', value === 'dark');
  }, theme);
}

async function expectAccessible(page: Page, label: string) {
  await expectSettled(page);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expectNoViolations(page, `${label}, ${theme}`);
  }
  await setTheme(page, 'light');
}

/** Opens the inbox, optionally in one view, and searches for a review's words. */
async function findInInbox(page: Page, lang: 'en' | 'fr', words: string, view?: string) {
  await page.goto(`/${lang}/dashboard/reviews`);
  await expect(page.getByTestId('screen-reviews')).toBeVisible({ timeout: 30_000 });
  if (view) {
    await page.getByTestId('inbox-views').getByRole('button', { name: view }).click();
    await expect(
      page.getByTestId('inbox-views').getByRole('button', { name: view }),
    ).toHaveAttribute('aria-pressed', 'true');
  }
  await page
    .getByRole('searchbox', { name: lang === 'fr' ? 'Rechercher dans les avis' : 'Search reviews' })
    .fill(words);
  return page.getByTestId('data-table-row').filter({ hasText: words });
}

/** The demo's rules as they were, put back after the journey that changes them. */
async function saveRules(request: APIRequestContext, rules: unknown[]) {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  const id = ((await self.json()) as { data: { id: string } }).data.id;
  const res = await request.put(`/v1/restaurant/${id}/assignment-rule`, {
    headers,
    data: { rules },
  });
  expect(res.status()).toBe(200);
}

const WORDS = {
  en: {
    notes: 'Internal notes',
    assignee: 'Assigned to',
    unassigned: 'Unassigned',
    mine: 'Mine',
    assignedBy: `${MANAGER_NAME} assigned this review to you`,
    rules: 'Assignment rules',
    addRule: 'Add a rule',
    location: 'Location',
    upTo: 'Up to',
    oneStar: '1 star',
    assignTo: 'Assign to',
    saveRules: 'Save rules',
    rulesSaved: 'Rules saved.',
    upgrade: 'Essential plan',
  },
  fr: {
    notes: 'Notes internes',
    assignee: 'Attribué à',
    unassigned: 'Non attribués',
    mine: 'Les miens',
    assignedBy: `${MANAGER_NAME} vous a attribué cet avis`,
    rules: 'Règles d’attribution',
    addRule: 'Ajouter une règle',
    location: 'Établissement',
    upTo: 'Jusqu’à',
    oneStar: '1 étoile',
    assignTo: 'Attribuer à',
    saveRules: 'Enregistrer les règles',
    rulesSaved: 'Règles enregistrées.',
    upgrade: 'offre Essential',
  },
};

for (const lang of ['en', 'fr'] as const) {
  const w = WORDS[lang];
  test(`a manager assigns a review to a colleague, who finds it in their Mine (${lang})`, async ({
    page,
  }) => {
    const words = `Team workflow assignment ${lang} ${Date.now()}`;
    await addReview(page.request, { location: 'Plateau', rating: 4, text: words });

    await signIn(page, MANAGER);
    const row = await findInInbox(page, lang, words);
    await row.getByTestId('review-open').click();
    const detail = page.getByTestId('review-detail');
    await expect(detail.getByTestId('notes-thread')).toContainText(w.notes);
    const assigned = page.waitForResponse(
      (r) => r.url().endsWith('/assignee') && r.request().method() === 'PUT',
    );
    await detail.getByLabel(w.assignee).selectOption({ label: ADMIN_NAME });
    expect((await assigned).status()).toBe(200);
    await expect(detail.getByLabel(w.assignee).locator('option:checked')).toHaveText(ADMIN_NAME);
    await expectAccessible(page, `review detail with assignment and notes (${lang})`);
    await page.keyboard.press('Escape');

    // Camille finds it in Mine, and not in Unassigned; her alerts say who assigned it.
    await signIn(page, ADMIN);
    await findInInbox(page, lang, words, w.unassigned);
    await expect(page.getByTestId('reviews-count')).toHaveAttribute('data-count', '0');
    const mine = await findInInbox(page, lang, words, w.mine);
    await expect(page.getByTestId('reviews-count')).toHaveAttribute('data-count', '1');
    await expect(mine).toContainText(`${w.assignee} ${ADMIN_NAME}`);
    await expectAccessible(page, `inbox views (${lang})`);
    await page.goto(`/${lang}/dashboard/alerts`);
    const alert = page
      .getByTestId('alert-item')
      .filter({ hasText: words })
      .and(page.locator('[data-type="assigned"]'));
    await expect(alert.getByTestId('alert-reason')).toHaveText(w.assignedBy);
  });
}

// Both languages replace the demo restaurant's one list of rules: one after the other.
test.describe('assignment rules', () => {
  test.describe.configure({ mode: 'serial' });
  for (const lang of ['en', 'fr'] as const) {
    const w = WORDS[lang];
    test(`a rule assigns an arriving one-star review (${lang})`, async ({ page }) => {
      await signIn(page, ADMIN);
      await page.goto(`/${lang}/dashboard/administration`);
      const panel = page.getByTestId('assignment-rules');
      await expect(panel.getByRole('heading', { name: w.rules })).toBeVisible();
      try {
        await panel.getByRole('button', { name: w.addRule }).click();
        const rule = panel.getByTestId('assignment-rule').last();
        await rule.getByTestId('rule-name').fill(`Yelp 1★ Vieux-Port ${lang}`);
        await rule.getByLabel(w.location).selectOption({ label: 'Vieux-Port' });
        await rule.getByLabel(w.upTo).selectOption({ label: w.oneStar });
        await rule.getByLabel('Source').selectOption({ label: 'Yelp' });
        await rule.getByLabel(w.assignTo).selectOption({ label: ADMIN_NAME });
        await panel.getByRole('button', { name: w.saveRules }).click();
        await expect(panel.getByRole('status')).toHaveText(w.rulesSaved);
        await expectAccessible(page, `assignment rules (${lang})`);

        const words = `Cold soup, long wait ${lang} ${Date.now()}`;
        await addReview(page.request, {
          location: 'Vieux-Port',
          rating: 1,
          text: words,
          source: 'yelp',
        });
        // The rule runs on the workers once the review has arrived.
        const headers = { authorization: `Bearer ${await accessToken(page.request, ADMIN)}` };
        await expect
          .poll(
            async () => {
              const mine = await page.request.get(
                `/v1/location/all/review?view=mine&search=${encodeURIComponent(words)}`,
                { headers },
              );
              return ((await mine.json()) as { data: unknown[] }).data.length;
            },
            { timeout: 20_000 },
          )
          .toBe(1);
        const row = await findInInbox(page, lang, words, w.mine);
        await expect(row).toContainText(`${w.assignee} ${ADMIN_NAME}`);
        await row.getByTestId('review-open').click();
        await expect(page.getByTestId('review-detail').getByLabel(w.assignee)).toHaveValue(
          /[0-9a-f-]{36}/,
        );
      } finally {
        await saveRules(page.request, []);
      }
    });
  }
});

for (const lang of ['en', 'fr'] as const) {
  const w =
    lang === 'fr'
      ? {
          note: 'Peux-tu vérifier le four ?',
          add: 'Ajouter la note',
          reason: `${ADMIN_NAME} vous a mentionné dans une note interne`,
        }
      : {
          note: 'Can you check the oven?',
          add: 'Add note',
          reason: `${ADMIN_NAME} mentioned you in an internal note`,
        };

  test(`an @mention in an internal note reaches the kitchen (${lang})`, async ({ page }) => {
    const words = `Team workflow note ${lang} ${Date.now()}`;
    await addReview(page.request, { location: 'Mile End', rating: 3, text: words });
    await signIn(page, ADMIN);
    const row = await findInInbox(page, lang, words);
    await row.getByTestId('review-open').click();
    const thread = page.getByTestId('review-detail').getByTestId('notes-thread');
    const input = thread.getByTestId('note-input');
    await input.fill(`${w.note}\n@Ine`);
    await expect(thread.getByRole('option', { name: new RegExp(BOH_NAME) })).toBeVisible();
    await input.press('Enter');
    await expect(input).toHaveValue(`${w.note}\n@${BOH_NAME} `);
    await input.pressSequentially('merci');
    await thread.getByRole('button', { name: w.add }).click();
    const note = thread.getByTestId('note');
    await expect(note).toContainText(w.note);
    await expect(note).toContainText(`@${BOH_NAME} merci`);
    await expect(input).toHaveValue('');

    // The kitchen sees the mention in its alerts, with the thread in place, and answers.
    await signIn(page, BOH);
    await page.goto(`/${lang}/dashboard/alerts`);
    const alert = page
      .getByTestId('alert-item')
      .filter({ hasText: words })
      .and(page.locator('[data-type="mention"]'));
    await expect(alert.getByTestId('alert-reason')).toHaveText(w.reason);
    await alert.getByTestId('alert-notes').locator('summary').click();
    await expect(alert.getByTestId('note')).toContainText(`@${BOH_NAME} merci`);
    await expectAccessible(page, `alerts with a mention (${lang})`);
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`a Growth restaurant sees what the work inbox needs (${lang})`, async ({ page }) => {
    await signIn(page, GROWTH_ADMIN);
    await page.goto(`/${lang}/dashboard/reviews`);
    await expect(page.getByTestId('screen-reviews')).toBeVisible();
    await expect(page.getByTestId('workflow-upgrade')).toContainText(WORDS[lang].upgrade);
    await expect(page.getByTestId('inbox-views')).toHaveCount(0);
  });
}
